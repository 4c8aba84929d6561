import type { ReactNode } from 'react';

/**
 * A list of the office's records as a table that scrolls sideways inside its own box on a narrow
 * screen: a caption, one header per column, one row per record (`children` renders the `<tr>`,
 * with a row header cell), or the empty sentence announced politely instead.
 */
export const OfficeTable = <Row,>({
  rows,
  caption,
  headers,
  empty,
  children,
}: {
  rows: readonly Row[];
  caption: string;
  headers: readonly string[];
  empty: string;
  children: (row: Row, index: number) => ReactNode;
}) =>
  rows.length === 0 ? (
    <p role="status">{empty}</p>
  ) : (
    <div className="office-staff__table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th scope="col" key={header}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
