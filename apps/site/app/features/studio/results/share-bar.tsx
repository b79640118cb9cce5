/**
 * Issue 21: a share as its number and a bar. The bar is decoration (`aria-hidden`): the number
 * beside it is what a screen reader reads, so the table needs no chart library and no canvas.
 */
export function ShareBar({ percent, color }: { percent: number; color?: string }) {
  return (
    <span className="studio-results__share-line">
      <span className="studio-results__percent">{percent} %</span>
      <span className="studio-results__track" aria-hidden="true">
        <span
          className="studio-results__bar"
          style={{ width: `${percent}%`, ...(color === undefined ? {} : { background: color }) }}
        />
      </span>
    </span>
  );
}
