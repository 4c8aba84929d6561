import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { smallCount, type OutcomeTable, type OutcomeValue } from '@portal/contracts';

/** Which figures a panel draws: its counts, or for time to fill its days, for surveys their rate. */
export const drawnMeasures = (table: OutcomeTable): number[] => {
  const kinds = table.panel === 'cobertura' ? ['dias'] : table.panel === 'encuestas' ? ['porcentaje'] : ['personas', 'cuenta'];
  return table.medidas.flatMap((measure, index) => (kinds.includes(measure.tipo) ? [index] : []));
};

const width = 640;
const labelHeight = 18;
const barHeight = 14;
const barGap = 4;
const rowGap = 12;
const valueRoom = 70;
const barRoom = width - valueRoom;
const labelLength = 70;
const shortened = (text: string) => (text.length > labelLength ? `${text.slice(0, labelLength - 1).trimEnd()}…` : text);

/**
 * One dashboard's figures as grouped horizontal bars: a group per row of the table, a bar per
 * figure, as long as the figure against the largest one drawn. A hidden figure ("< 5") has no
 * bar, only its text. The drawing is one image to assistive technology, with its title and a
 * description that reads every figure; the table beside it holds the same numbers.
 */
export const OutcomeChart = ({
  table,
  title,
  rowLabel,
  measureLabel,
  valueText,
}: {
  table: OutcomeTable;
  title: string;
  rowLabel: (labels: string[]) => string;
  measureLabel: (key: string) => string;
  valueText: (value: OutcomeValue) => string;
}) => {
  const { t } = useTranslation('officeOutcomes');
  const id = useId();
  const drawn = drawnMeasures(table);
  const largest = Math.max(1, ...table.filas.flatMap((row) => drawn.map((index) => row.valores[index])).filter((value): value is number => typeof value === 'number'));
  const groupHeight = labelHeight + drawn.length * (barHeight + barGap) + rowGap;
  const description = table.filas
    .map((row) =>
      t('chartRow', {
        label: rowLabel(row.etiquetas),
        values: drawn.map((index) => `${measureLabel(table.medidas[index]!.clave)} ${valueText(row.valores[index]!)}`).join(', '),
      }),
    )
    .join('; ');
  return (
    <svg
      className="office-outcomes__chart"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${Math.max(groupHeight * table.filas.length, 1)}`}
      preserveAspectRatio="xMinYMin meet"
      data-testid={`outcome-chart-${table.panel}`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {table.filas.map((row, rowIndex) => {
        const top = rowIndex * groupHeight;
        return (
          <g key={row.etiquetas.join('|')}>
            <text className="office-outcomes__label" x={0} y={top + labelHeight - 5}>
              {shortened(rowLabel(row.etiquetas))}
            </text>
            {drawn.map((index, barIndex) => {
              const value = row.valores[index]!;
              const y = top + labelHeight + barIndex * (barHeight + barGap);
              const barWidth = typeof value === 'number' ? Math.round((value / largest) * barRoom) : 0;
              return (
                <g key={table.medidas[index]!.clave}>
                  {barWidth > 0 ? (
                    <rect className={`office-outcomes__bar office-outcomes__bar--${barIndex}`} x={0} y={y} width={barWidth} height={barHeight} rx={2} />
                  ) : null}
                  <text className="office-outcomes__value" x={barWidth + 6} y={y + barHeight - 3}>
                    {value === smallCount ? smallCount : valueText(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
};
