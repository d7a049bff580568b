// Where a scroll to an anchor goes (THEME-MARKUP.md, "anchor-scroll", special targets): targets in
// Swiper full-height sections and builder tabs are left to their own modules (which open them from
// the address hash), a target inside a 100%-height scroll section is reached by scrolling to the
// section and then choosing its element in the section's own navigation (above the content break
// point), anything else is scrolled to.

export interface TargetRules {
  /** Targets inside these are left alone (their own module moves to them). */
  leftToOthers: string;
  /** Targets that are builder tabs: the tabs module opens them from the hash. */
  tabTargets: string;
  /** The theme's content break point (px): scroll sections are plain containers at or below it. */
  contentBreakPoint: number;
}

export type TargetPlan = { kind: 'leave' } | { kind: 'scroll'; to: HTMLElement; select?: HTMLElement };

export function targetPlan(target: HTMLElement, rules: TargetRules, viewportWidth: number): TargetPlan {
  if (target.closest(rules.leftToOthers) || target.matches(rules.tabTargets)) return { kind: 'leave' };
  const element = target.closest<HTMLElement>('.fusion-scroll-section-element');
  const section = element?.closest<HTMLElement>('.fusion-scroll-section');
  if (
    element &&
    section &&
    viewportWidth > rules.contentBreakPoint &&
    !section.classList.contains('fusion-scroll-section-mobile-disabled')
  ) {
    const index = element.getAttribute('data-element');
    const link = index
      ? section.querySelector<HTMLElement>(`.fusion-scroll-section-link[data-element="${CSS.escape(index)}"]`)
      : null;
    if (link) return { kind: 'scroll', to: section, select: link };
  }
  return { kind: 'scroll', to: target };
}
