import { Table, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { StatisticsSummary } from '@portfolio/model/statistics';
import { axisMax, labelledDays } from './chart-scale';
import classes from './daily-chart.module.css';
import { formatCount, formatDay, formatLongDay } from './format';
import { statisticsMessages as m } from './messages';

type Day = StatisticsSummary['daily'][number];

/**
 * Views and visitors of each day as bars, a visitor's bar inside the day's views (there are never
 * more visitors than views). Drawn here rather than with a chart library: @mantine/charts brings
 * recharts, about 140 KB gzip, for two series of bars. The bars are an image to screen readers,
 * named by a summary; the figures themselves are in a table only they read. Each bar's title gives
 * its figures to a mouse.
 */
export function DailyChart({ daily }: { daily: Day[] }) {
  const count = daily.length;
  const top = axisMax(Math.max(0, ...daily.map((day) => day.views)));
  const height = (n: number) => (n / top) * 100;
  const busiest = daily.reduce<Day | null>(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    null,
  );
  const first = daily[0];
  const last = daily[count - 1];
  const summary =
    first && last
      ? m.chart.summary(
          formatDay(first.day),
          formatDay(last.day),
          daily.reduce((sum, day) => sum + day.views, 0),
          daily.reduce((sum, day) => sum + day.visitors, 0),
          busiest ? `${formatLongDay(busiest.day)} with ${formatCount(busiest.views)} views` : null,
        )
      : m.chart.title;
  // The narrower the period, the wider the gap between bars.
  const gap = count <= 7 ? 0.3 : 0.15;

  return (
    <div className={classes.chart}>
      <div className={classes.plot}>
        <div className={classes.yAxis} aria-hidden="true">
          {[top, top / 2, 0].map((tick) => (
            <span key={tick} style={{ top: `${100 - height(tick)}%` }}>
              {formatCount(tick)}
            </span>
          ))}
        </div>
        <div className={classes.area}>
          <svg
            className={classes.svg}
            viewBox={`0 0 ${Math.max(count, 1)} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
          >
            {[0, 50].map((y) => (
              <line
                key={y}
                className={classes.grid}
                x1={0}
                x2={count}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {daily.map((day, i) => (
              <g key={day.day}>
                <title>{`${formatLongDay(day.day)}: ${formatCount(day.views)} views, ${formatCount(day.visitors)} visitors`}</title>
                <rect
                  className={classes.views}
                  x={i + gap / 2}
                  width={1 - gap}
                  y={100 - height(day.views)}
                  height={height(day.views)}
                />
                <rect
                  className={classes.visitors}
                  x={i + 0.5 - (1 - gap) / 4}
                  width={(1 - gap) / 2}
                  y={100 - height(day.visitors)}
                  height={height(day.visitors)}
                />
              </g>
            ))}
          </svg>
        </div>
        <span />
        <div className={classes.xAxis} aria-hidden="true">
          {labelledDays(count).map((i, at, all) => (
            <span
              key={i}
              style={dateLabelPosition(i, count)}
              data-minor={all.length > 5 && at % 2 === 1 && at !== all.length - 1 ? '' : undefined}
            >
              {formatDay(daily[i]!.day)}
            </span>
          ))}
        </div>
      </div>
      <div className={classes.legend} aria-hidden="true">
        <span className={classes.key}>
          <span className={`${classes.swatch} ${classes.viewsKey}`} />
          {m.totals.views}
        </span>
        <span className={classes.key}>
          <span className={`${classes.swatch} ${classes.visitorsKey}`} />
          {m.totals.visitors}
        </span>
      </div>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{m.chart.tableCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{m.chart.day}</Table.Th>
              <Table.Th scope="col">{m.totals.views}</Table.Th>
              <Table.Th scope="col">{m.totals.visitors}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {daily.map((day) => (
              <Table.Tr key={day.day}>
                <Table.Th scope="row">{formatLongDay(day.day)}</Table.Th>
                <Table.Td>{day.views}</Table.Td>
                <Table.Td>{day.visitors}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </div>
  );
}

/** Under its bar's middle; the first and last dates keep within the chart's edges. */
function dateLabelPosition(i: number, count: number): CSSProperties {
  if (count > 1 && i === 0) return { left: 0 };
  if (count > 1 && i === count - 1) return { right: 0 };
  return { left: `${((i + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
}
