// Moves an element the theme moves to the end of <body> (the builder's modals, off-canvas popups),
// keeping what it holds alive: `moveBefore` (Chromium 133+) moves it in one step, where `append`
// takes it out of the page and puts it back, which loads every iframe in it again (the video in
// /werkplaats-in-cijfers/'s modal: a second request for the player, and 13-26 ms a move at full
// CPU speed). Kept here because two modules move elements so.

type MovingParent = HTMLElement & { moveBefore?(node: Node, child: Node | null): void };

export function moveToBody(element: Element): void {
  const body = document.body as MovingParent;
  try {
    if (body.moveBefore) {
      body.moveBefore(element, null);
      return;
    }
  } catch {
    // A move the browser refuses (an element from another document): append it as before.
  }
  body.append(element);
}
