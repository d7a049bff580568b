// Chart.js 4 as the chart module's lazy part: its own chunk, fetched beside the module's when a
// page has a chart (registry `along`). Only what the builder's seven chart types need is
// registered, so the bundler leaves the rest of Chart.js out (the README has the sizes). The
// configuration comes along too: only a drawn chart needs it.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { chartConfig, type DrawFlags } from './chart-config';
import type { ChartData } from './chart-data';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  Tooltip,
);

/** Draws the chart on its canvas; `destroy()` on the result gives the canvas back. */
export default function drawChart(canvas: HTMLCanvasElement, data: ChartData, flags: DrawFlags): Chart {
  return new Chart(canvas, chartConfig(data, flags));
}
