import type { PollVoteData } from '@atelier/contracts/polls';
import { formatPercent, resultsFromChartData } from '@atelier/form-engine/polls/poll-results';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  LinearScale,
  PieController,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';

// Only the pieces the three designs use (POLL-005): bars, pie and doughnut, with tooltips.
ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  PieController,
  DoughnutController,
  ArcElement,
  Tooltip,
);

export interface PollChartProps {
  readonly data: PollVoteData;
  readonly question: string;
}

type ChartKind = 'bar' | 'pie' | 'doughnut';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Writes each answer's votes on its bar or slice in the `onchart_label` colour. */
function votesOnChart(colour: string, kind: ChartKind): Plugin {
  return {
    id: 'atelierPollVotes',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const meta = chart.getDatasetMeta(0);
      const values = chart.data.datasets[0]?.data ?? [];
      ctx.save();
      ctx.fillStyle = colour;
      ctx.font = '600 13px system-ui, sans-serif';
      ctx.textBaseline = 'middle';
      meta.data.forEach((element, index) => {
        const votes = Number(values[index] ?? 0);
        if (votes === 0) return;
        if (kind === 'bar') {
          const { x, y } = element.getProps(['x', 'y'], true) as { x: number; y: number };
          ctx.textAlign = 'left';
          ctx.fillText(String(votes), x + 6, y);
        } else {
          const { x, y } = element.tooltipPosition(true);
          ctx.textAlign = 'center';
          ctx.fillText(String(votes), x ?? 0, y ?? 0);
        }
      });
      ctx.restore();
    },
  };
}

/**
 * POLL-005: the result chart, drawn by Chart.js from the vote's answer (chart_data, chart_design
 * and the colour settings). Loaded lazily, only when a chart is shown (ADR 0013): this module and
 * Chart.js are their own chunk. The canvas is named for assistive technology; the results list
 * beside it says the same in text.
 */
export default function PollChart({ data, question }: PollChartProps) {
  const kind: ChartKind = data.chart_design;
  const results = resultsFromChartData(data.chart_data);
  const summary = results.answers
    .map(
      (answer) =>
        `${answer.label}: ${formatPercent(answer.percent)} (${answer.votes} ${data.votes_text})`,
    )
    .join('; ');
  const dataset = {
    data: data.chart_data.map(([, votes]) => votes),
    backgroundColor: data.chart_data.map(([, , colour]) => colour),
    borderWidth: kind === 'bar' ? 0 : 2,
    borderColor: '#ffffff',
  };
  const labels = data.chart_data.map(([label]) => label);
  const plugins = useMemo(
    () => (data.votes_count ? [votesOnChart(data.onchart_label, kind)] : []),
    [data.votes_count, data.onchart_label, kind],
  );
  const tooltip = {
    backgroundColor: data.tooltips_bg,
    titleColor: data.tooltips_color,
    bodyColor: data.tooltips_color,
    callbacks: {
      label: (item: { raw: unknown; dataIndex: number }) => {
        const answer = results.answers[item.dataIndex];
        return answer
          ? ` ${formatPercent(answer.percent)} (${answer.votes} ${data.votes_text})`
          : String(item.raw);
      },
    },
  };
  const animation = reducedMotion() ? (false as const) : undefined;
  const barOptions: ChartOptions<'bar'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation,
    layout: { padding: { right: 28 } },
    scales: {
      x: {
        beginAtZero: true,
        ticks: { precision: 0, color: data.labels_color },
        grid: { color: data.grids_color },
      },
      y: { ticks: { color: data.labels_color }, grid: { color: data.grids_color } },
    },
    plugins: { tooltip },
  };
  const roundOptions: ChartOptions<'pie'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation,
    plugins: { tooltip },
  };
  const accessible = {
    role: 'img',
    'aria-label': `Chart of the results for “${question}”: ${summary}`,
  };
  const height = kind === 'bar' ? 48 + data.chart_data.length * 40 : 280;
  return (
    <div className={`poll-chart poll-chart--${kind}`} style={{ height }}>
      {kind === 'bar' ? (
        <Chart
          type="bar"
          data={{ labels, datasets: [dataset] } satisfies ChartData<'bar'>}
          options={barOptions}
          plugins={plugins as Plugin<'bar'>[]}
          {...accessible}
        />
      ) : (
        <Chart
          type={kind === 'pie' ? 'pie' : ('doughnut' as 'pie')}
          data={{ labels, datasets: [dataset] } satisfies ChartData<'pie'>}
          options={roundOptions}
          plugins={plugins as Plugin<'pie'>[]}
          {...accessible}
        />
      )}
    </div>
  );
}
