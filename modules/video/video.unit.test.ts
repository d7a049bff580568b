// Cover sizing, ratio parsing, loop timing, and the exact target origin of player commands.
import { describe, expect, test, vi } from 'vitest';
import { commandPlayer, playerMessage, playerOrigin } from '../../theme-platform/embedded-player';
import { coverBox, parseRatio } from './cover-size';
import { playerCommands } from './player-commands';
import { mustRestart } from './provider-loop';
import { youtubeFrame } from './youtube-frame';

describe('video', () => {
  test('ratios are two numbers with a colon; anything else is unusable', () => {
    expect(parseRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseRatio(' 4 : 3 ')).toBeCloseTo(4 / 3);
    expect(parseRatio('2.39:1')).toBeCloseTo(2.39);
    for (const bad of ['16/9', '16:0', 'breed', '', null, undefined]) expect(parseRatio(bad)).toBeUndefined();
  });

  test('a wide parent makes the player as wide and taller; a tall parent as tall and wider; centred', () => {
    expect(coverBox(1600, 600, 16 / 9)).toEqual({ width: 1600, height: 900, left: 0, top: -150 });
    expect(coverBox(400, 800, 1)).toEqual({ width: 800, height: 800, left: -200, top: 0 });
    expect(coverBox(0, 500, 1).width).toBe(0);
  });

  test('the loop restarts 0.45 s before the end the first time, 0.21 s after that', () => {
    const margins = { first: 0.45, later: 0.21 };
    expect(mustRestart(9.5, 10, 0, margins)).toBe(false);
    expect(mustRestart(9.56, 10, 0, margins)).toBe(true);
    expect(mustRestart(9.7, 10, 1, margins)).toBe(false);
    expect(mustRestart(9.8, 10, 1, margins)).toBe(true);
    expect(mustRestart(5, 0, 0, margins)).toBe(false);
  });

  test('commands go to the exact origin of the iframe, never to "*"', () => {
    const iframe = document.createElement('iframe');
    iframe.src = 'https://player.example.com/embed/abc?x=1';
    const postMessage = vi.fn();
    Object.defineProperty(iframe, 'contentWindow', { value: { postMessage } });
    commandPlayer(iframe, 'pause');
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
      'https://player.example.com',
    );
    iframe.src = 'javascript:void 0';
    expect(playerOrigin(iframe)).toBeUndefined();
    expect(playerMessage('https://player.vimeo.com/video/1', 'play')).toBe('{"method":"play"}');
  });

  test('a YouTube background becomes an iframe at the configured player address, for a plain video id only', () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<div class="fusion-container-video-bg" id="video-1-inner"></div>';
    const frame = youtubeFrame(
      wrapper.firstElementChild!,
      'polderrit',
      '/video-speler/embed/{id}?duur=3',
      'Achtergrondvideo',
    );
    expect(frame?.id).toBe('video-1-inner');
    expect(frame?.className).toBe('fusion-container-video-bg');
    expect(new URL(frame!.src).pathname).toBe('/video-speler/embed/polderrit');
    expect([frame!.tabIndex, frame!.getAttribute('aria-hidden'), frame!.title]).toEqual([
      -1,
      'true',
      'Achtergrondvideo',
    ]);
    const other = document.createElement('div');
    other.innerHTML = '<div class="fusion-container-video-bg"></div>';
    expect(
      youtubeFrame(other.firstElementChild!, '../../x?y', 'https://www.youtube-nocookie.com/embed/{id}', 't'),
    ).toBeUndefined();
  });

  test('commands wait for the player to answer and each change of mind goes out once', () => {
    const video = document.createElement('video');
    const calls: string[] = [];
    video.play = () => {
      calls.push('play');
      return Promise.resolve();
    };
    video.pause = () => calls.push('pause');
    const commands = playerCommands(video, false);
    commands.want(true);
    expect(calls).toEqual([]);
    commands.ready();
    commands.want(true);
    commands.want(false);
    commands.want(false);
    commands.want(false, true);
    expect(calls).toEqual(['play', 'pause', 'pause']);
  });
});
