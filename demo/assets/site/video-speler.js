// The local provider stub's player: a clock that runs while "playing", driven by postMessage
// commands in the YouTube-style iframe protocol. Each command is reported to the server with the
// origin it came from, so tests see which commands reached the player.
(() => {
  const id = document.body.dataset.videoId;
  const duration = Number(document.body.dataset.duration);
  const clock = document.querySelector('.speler__tijd');
  const status = document.querySelector('.speler__status');
  const player = { time: 0, playing: false, muted: false, listeners: [] };
  // `time` is where the player was when the command arrived; `seq` is the order of arrival, since
  // the reports travel as separate requests the server may receive out of that order.
  let seq = 0;
  const report = (func, from, time = player.time) => {
    seq += 1;
    const body = new URLSearchParams({ id, func, from, time: time.toFixed(2), seq: String(seq) });
    fetch('/video-speler/log', { method: 'POST', body });
  };
  const deliver = () => {
    for (const { source, origin } of player.listeners) {
      source.postMessage(
        JSON.stringify({
          event: 'infoDelivery',
          id,
          info: { currentTime: player.time, duration, playerState: player.playing ? 1 : 2 },
        }),
        origin,
      );
    }
  };
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (player.playing) player.time = Math.min(duration, player.time + (now - last) / 1000);
    if (player.time >= duration) player.playing = false;
    last = now;
    clock.textContent = player.time.toFixed(1);
    status.textContent = player.playing ? 'speelt' : 'gepauzeerd';
    deliver();
  }, 50);
  addEventListener('message', (event) => {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (message.event === 'listening') {
      player.listeners.push({ source: event.source, origin: event.origin });
      report('listening', event.origin);
      return;
    }
    if (message.event !== 'command') return;
    // Where the clip is at this moment, not at the clock's last 50 ms tick.
    const arrivedAt = player.playing
      ? Math.min(duration, player.time + (performance.now() - last) / 1000)
      : player.time;
    if (message.func === 'playVideo') player.playing = player.time < duration;
    if (message.func === 'pauseVideo') player.playing = false;
    if (message.func === 'seekTo') player.time = Number(message.args?.[0] ?? 0);
    if (message.func === 'mute') player.muted = true;
    report(message.func, event.origin, arrivedAt);
  });
})();
