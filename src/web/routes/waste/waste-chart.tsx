import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatPence } from '../../../domain/meal/money';
import type { WasteWeek } from '../../../domain/pantry/waste-summary';
import { shortWeekLabel } from './week-label';

/*
 * The twelve weeks as grouped bars, drawn by Chart.js (this file is its own chunk, loaded only on
 * the waste screen). The canvas is a picture for sighted cooks; the table beside it holds the same
 * figures for everyone else.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The theme's colours as the page has them now (light or dark). */
function themeColours(element: Element) {
  const style = getComputedStyle(element);
  const css = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: css('--muted-foreground', '#5f5850'),
    grid: css('--border', '#e4ddd1'),
    bought: css('--highlight', '#f2b84b'),
    used: css('--primary', '#2f6b3b'),
    thrown: css('--destructive', '#b42318'),
  };
}

export default function WasteChart({ weeks, label }: { weeks: readonly WasteWeek[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    let chart: Chart<'bar'> | undefined;
    const draw = () => {
      chart?.destroy();
      const colours = themeColours(document.documentElement);
      const pounds = (pence: number) => pence / 100;
      chart = new Chart(context, {
        type: 'bar',
        data: {
          labels: weeks.map((week) => shortWeekLabel(week.weekStart)),
          datasets: [
            { label: 'Bought', data: weeks.map((week) => pounds(week.boughtPence)), backgroundColor: colours.bought },
            { label: 'Used', data: weeks.map((week) => pounds(week.usedPence)), backgroundColor: colours.used },
            { label: 'Thrown away', data: weeks.map((week) => pounds(week.thrownPence)), backgroundColor: colours.thrown },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          datasets: { bar: { borderRadius: 3, categoryPercentage: 0.8, barPercentage: 0.9 } },
          plugins: {
            legend: { position: 'bottom', labels: { color: colours.text, boxWidth: 12, boxHeight: 12 } },
            tooltip: {
              callbacks: {
                title: (items) => `Week of ${items[0]?.label ?? ''}`,
                label: (item) => `${item.dataset.label ?? ''}: ${formatPence(Math.round((item.parsed.y ?? 0) * 100))}`,
              },
            },
          },
          scales: {
            x: { ticks: { color: colours.text, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
            y: {
              beginAtZero: true,
              ticks: { color: colours.text, callback: (value) => `£${Number(value).toFixed(Number(value) % 1 === 0 ? 0 : 2)}` },
              grid: { color: colours.grid },
            },
          },
        },
      });
    };
    draw();
    // Light and dark: the theme is a class on <html>.
    const observer = new MutationObserver(draw);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      chart?.destroy();
    };
  }, [weeks]);

  return (
    <div className="relative h-64 w-full sm:h-72">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
