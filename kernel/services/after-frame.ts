// Runs `callback` in a task of its own after the browser's next frame: the style and layout work
// of what was changed before is then the browser's own rendering step, not forced inside the next
// script by its first layout read. A hidden page renders no frames: there it runs at once.
export function afterNextFrame(callback: () => void): void {
  if (document.hidden) callback();
  else requestAnimationFrame(() => setTimeout(callback, 0));
}
