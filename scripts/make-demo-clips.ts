// Generates the demo's self-hosted background clips (demo/assets/video/*.webm) locally, with no
// video tools installed: Chromium draws frames on a canvas and MediaRecorder encodes them as WebM.
// Run once with `npx tsx scripts/make-demo-clips.ts`; the clips are committed.
import { writeFileSync } from 'node:fs';
import { launchChromium } from '../test/browser/chromium';

interface Clip {
  name: string;
  width: number;
  height: number;
  seconds: number;
  colour: string;
  label: string;
}

const clips: Clip[] = [
  // The home page's hero plays the polder clip behind its slide text: no label to compete with it.
  { name: 'polder', width: 640, height: 360, seconds: 4, colour: '#2f5d3a', label: '' },
  { name: 'werkplaats', width: 480, height: 480, seconds: 3, colour: '#4a4a4a', label: 'Werkplaats' },
];

// Sent as text: tsx would wrap inner functions in a helper the page does not have.
const recordClip = `async ({ width, height, seconds, colour, label }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150000 });
    const parts = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        context.fillStyle = colour;
        context.fillRect(0, 0, width, height);
        context.strokeStyle = '#fff';
        context.lineWidth = 8;
        const x = (t / seconds) * width;
        for (const offset of [-0.15, 0.15]) {
          context.beginPath();
          context.arc(x + offset * width, height * 0.6, height * 0.15, t * 6, t * 6 + 5);
          context.stroke();
        }
        if (label) {
          context.fillStyle = '#fff';
          context.font = \`\${Math.round(height / 8)}px sans-serif\`;
          context.fillText(\`\${label} \${t.toFixed(1)} s\`, 20, height / 5);
        }
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }`;

const browser = await launchChromium();
const page = await browser.newPage();
for (const clip of clips) {
  const base64 = await page.evaluate<string>(`(${recordClip})(${JSON.stringify(clip)})`);
  const file = new URL(`../demo/assets/video/${clip.name}.webm`, import.meta.url);
  writeFileSync(file, Buffer.from(base64, 'base64'));
  console.log(`${clip.name}.webm: ${Buffer.from(base64, 'base64').length} bytes`);
}
await browser.close();
