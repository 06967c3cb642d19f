import { type ReactNode, useEffect, useRef } from 'react';

/** An admin screen: a section named by its heading, which takes the focus when the screen opens. */
export function AdminScreen({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening the screen moves the focus to its heading, so that a screen reader says where the person is.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-screen">
      <h2 id={`${id}-heading`} tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table of an admin screen: its caption names it, and on a narrow screen each row stacks its cells. */
export function AdminTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-wrap stacked">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
