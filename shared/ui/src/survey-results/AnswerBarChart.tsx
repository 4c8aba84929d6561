import { useTranslation } from 'react-i18next';
import { shareOfResponses, type SurveyResults } from '@portal/contracts';
import './i18n';
import './survey-results.css';

type ResultQuestion = SurveyResults['preguntas'][number];

const width = 640;
const rowHeight = 46;
const labelBaseline = 16;
const barTop = 22;
const barHeight = 16;
// Room at the right of the longest bar for its value ("12 (100 %)").
const valueRoom = 130;
const barRoom = width - valueRoom;
// SVG text does not wrap: a longer answer is cut here (the table below has it whole).
const labelLength = 80;

const shortened = (text: string) =>
  text.length > labelLength ? `${text.slice(0, labelLength - 1).trimEnd()}…` : text;

/**
 * One option question's answers as horizontal bars, as long as each answer's share of the
 * responses. The drawing is one image to assistive technology, summed up in its label; the
 * table after it holds the same numbers for screen readers, keyboards and copying.
 */
export const AnswerBarChart = ({
  question,
  responses,
  formatPercent,
}: {
  question: ResultQuestion;
  responses: number;
  formatPercent: (share: number) => string;
}) => {
  const { t } = useTranslation('surveyResultsView');
  const rows = question.respuestas.map((option) => ({
    ...option,
    share: shareOfResponses(option.total, responses),
  }));
  const valueOf = (row: (typeof rows)[number]) => `${row.total} (${formatPercent(row.share)})`;
  const summary = t('chartSummary', {
    question: question.texto,
    values: rows
      .map((row) =>
        t('chartValue', { answer: row.texto, total: row.total, percent: formatPercent(row.share) }),
      )
      .join('; '),
  });
  const height = rows.length * rowHeight;
  return (
    <figure className="survey-results__figure">
      <svg
        className="survey-results__chart"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMinYMin meet"
        data-testid="survey-results-chart"
      >
        {rows.map((row, index) => {
          const top = index * rowHeight;
          const barWidth = Math.round(row.share * barRoom);
          return (
            <g key={row.idRespuesta}>
              <text className="survey-results__label" x={0} y={top + labelBaseline}>
                {shortened(row.texto)}
              </text>
              <rect
                className="survey-results__track"
                x={0}
                y={top + barTop}
                width={barRoom}
                height={barHeight}
                rx={3}
              />
              {barWidth > 0 ? (
                <rect
                  className="survey-results__bar"
                  x={0}
                  y={top + barTop}
                  width={barWidth}
                  height={barHeight}
                  rx={3}
                />
              ) : null}
              <text className="survey-results__value" x={barWidth + 8} y={top + barTop + barHeight - 3}>
                {valueOf(row)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="survey-results__table">
        <caption>{t('tableCaption', { question: question.texto })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('answer')}</th>
            <th scope="col">{t('total')}</th>
            <th scope="col">{t('percent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.idRespuesta}>
              <th scope="row">{row.texto}</th>
              <td>{row.total}</td>
              <td>{formatPercent(row.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
