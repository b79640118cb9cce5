import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { describedBy, GroupFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, textOf, type FieldProps } from '../field-props';
import { onFocusLeave, submitOnEnter, useHydrated } from '../interaction';

type Point = readonly [number, number];
type Stroke = readonly Point[];

const PAD_WIDTH = 480;
const PAD_HEIGHT = 160;
const DRAWING_PREFIX = 'data:image/svg+xml,';

/** Whether a signature value is a drawing (an SVG data URL) rather than a typed name. */
export function isDrawnSignature(value: string): boolean {
  return value.startsWith(DRAWING_PREFIX);
}

function round(number: number): number {
  return Math.round(number * 10) / 10;
}

/**
 * The strokes as a small SVG data URL: vector paths stay a few kilobytes where a PNG of the pad
 * would be tens, well inside the server's text limit, and scale to any size in an entry view.
 */
export function signatureDrawing(strokes: readonly Stroke[]): string {
  const paths = strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => {
      const [first, ...rest] = stroke.length === 1 ? [stroke[0], stroke[0]] : stroke;
      const moves = rest.map((point) => `L${round(point?.[0] ?? 0)} ${round(point?.[1] ?? 0)}`);
      return `M${round(first?.[0] ?? 0)} ${round(first?.[1] ?? 0)}${moves.join('')}`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAD_WIDTH} ${PAD_HEIGHT}">` +
    `<path d="${paths}" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `${DRAWING_PREFIX}${encodeURIComponent(svg)}`;
}

/** The strokes of a drawing made by `signatureDrawing` (a restored draft), or none. */
export function strokesOfDrawing(value: string): Stroke[] {
  if (!isDrawnSignature(value)) return [];
  const path = /\sd="([^"]*)"/.exec(decodeURIComponent(value.slice(DRAWING_PREFIX.length)))?.[1];
  if (path === undefined) return [];
  return path
    .split('M')
    .filter((stroke) => stroke.trim() !== '')
    .map((stroke) =>
      stroke.split('L').map((point): Point => {
        const [x = 0, y = 0] = point.trim().split(/\s+/).map(Number);
        return [x, y];
      }),
    );
}

function paint(context: CanvasRenderingContext2D | null, strokes: readonly Stroke[]): void {
  if (context === null) return;
  context.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (first === undefined) continue;
    context.beginPath();
    context.moveTo(first[0], first[1]);
    for (const point of rest) context.lineTo(point[0], point[1]);
    context.stroke();
  }
}

function padContext(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  const context = canvas?.getContext('2d') ?? null;
  if (context !== null) {
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#000';
  }
  return context;
}

/**
 * A signature: drawn on a canvas pad with a mouse, pen or finger, with a Clear button; or typed,
 * the keyboard-accessible way (and the only one without JavaScript, so the server paint shows
 * the typed input until the pad can work). The value is the drawing as an SVG data URL, or the
 * typed name.
 */
export function SignatureField(props: FieldProps<'signature'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const value = textOf(props.value);
  const hydrated = useHydrated();
  const [chosenMode, setChosenMode] = useState<'draw' | 'type' | undefined>(undefined);
  const mode = !hydrated
    ? 'type'
    : (chosenMode ?? (value !== '' && !isDrawnSignature(value) ? 'type' : 'draw'));
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const current = useRef<Point[] | null>(null);
  const drawn = mode === 'draw' && isDrawnSignature(value);

  // The pad follows the value: emptied by Clear or a form reset, redrawn from a restored draft.
  useEffect(() => {
    if (mode !== 'draw') return;
    const wanted = isDrawnSignature(value) ? strokesOfDrawing(value) : [];
    if (strokes.current.length === 0 && wanted.length === 0) return;
    if (strokes.current.length > 0 && signatureDrawing(strokes.current) === value) return;
    strokes.current = wanted;
    paint(padContext(canvas.current), wanted);
  }, [mode, value]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width > 0 ? PAD_WIDTH / box.width : 1;
    const scaleY = box.height > 0 ? PAD_HEIGHT / box.height : 1;
    return [(event.clientX - box.left) * scaleX, (event.clientY - box.top) * scaleY];
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (props.disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    current.current = [point];
    const context = padContext(event.currentTarget);
    context?.beginPath();
    context?.moveTo(point[0], point[1]);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (stroke === null) return;
    const point = pointOf(event);
    stroke.push(point);
    const context = padContext(event.currentTarget);
    context?.lineTo(point[0], point[1]);
    context?.stroke();
  };

  const onPointerUp = () => {
    const stroke = current.current;
    if (stroke === null) return;
    current.current = null;
    strokes.current = [...strokes.current, stroke];
    report(signatureDrawing(strokes.current));
  };

  const switchTo = (next: 'draw' | 'type') => {
    setChosenMode(next);
    if (value !== '') props.onChange('');
  };

  const typedId = ids.part('typed');
  return (
    <GroupFrame field={field} ids={ids} error={error} onBlur={onFocusLeave(props.onBlur)}>
      {mode === 'draw' ? (
        <div className="fui-signature">
          <canvas
            ref={canvas}
            className="fui-signature__pad"
            id={ids.part('pad')}
            width={PAD_WIDTH}
            height={PAD_HEIGHT}
            role="img"
            aria-label={drawn ? 'Signature pad, signed' : 'Signature pad, empty'}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          />
          <input type="hidden" name={fieldInputName(field.id)} value={value} />
          <div className="fui-signature__actions">
            <button
              type="button"
              className="fui-button fui-signature__clear"
              disabled={props.disabled || value === ''}
              onClick={() => report('')}
            >
              Clear signature
            </button>
            <button
              type="button"
              className="fui-button fui-signature__switch"
              id={ids.control}
              disabled={props.disabled}
              onClick={() => switchTo('type')}
            >
              Type your signature instead
            </button>
          </div>
        </div>
      ) : (
        <div className="fui-signature fui-signature--typed">
          <label className="fui-part__label" htmlFor={ids.control}>
            Type your full name as your signature
          </label>
          <input
            className="fui-input fui-signature__typed"
            id={ids.control}
            name={fieldInputName(field.id)}
            type="text"
            autoComplete="name"
            value={isDrawnSignature(value) ? '' : value}
            required={field.required}
            disabled={props.disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field, ids, error, [typedId])}
            onChange={(event) => report(event.currentTarget.value)}
            onKeyDown={submitOnEnter}
          />
          <p className="fui-field__hint" id={typedId}>
            Typing your name counts as your signature.
          </p>
          {hydrated && (
            <button
              type="button"
              className="fui-button fui-signature__switch"
              disabled={props.disabled}
              onClick={() => switchTo('draw')}
            >
              Draw your signature instead
            </button>
          )}
        </div>
      )}
    </GroupFrame>
  );
}
