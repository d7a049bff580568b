// The theme's to-top options (`avadaToTopVars`) as rules: on which devices the link is used, and the
// container's position classes.

/** Whether the link is used on this device: `status_totop` names `desktop`, `mobile`, both or `off`. */
export function showsOn(status: string, mobile: boolean): boolean {
  return status.split('_').includes(mobile ? 'mobile' : 'desktop');
}

/** The container's classes for `totop_position` (`right`, `left_floating` → `to-top-left to-top-floating`). */
export function topPositionClasses(position: string): string[] {
  const parts = position.split('_').filter(Boolean);
  return ['to-top-container', ...(parts.length ? parts : ['right']).map((part) => `to-top-${part}`)];
}
