import type { Customization } from '@shared/merch/merch.schemas';
import { inkOn, shapeDrawings, type PreviewShape, type PrintArea } from './preview-shapes';

/** A rough width of a line of text, to squeeze a long one into the print area instead of spilling over. */
const estimatedWidth = (text: string, size: number) => text.length * size * 0.56;

function Print({ area, design, ink }: { area: PrintArea; design: Customization; ink: string }) {
  const lines = design.textLines.filter((line) => line.trim().length > 0);
  const textShare = lines.length === 0 ? 0 : design.logoUrl ? 0.45 : 1;
  const logoHeight = design.logoUrl ? area.h * (1 - textShare) - (lines.length ? 6 : 0) : 0;
  const textTop = area.y + area.h * (1 - textShare);
  const size = Math.min(22, (area.h * textShare) / Math.max(lines.length, 1) / 1.25, area.w / 6);
  const centre = area.x + area.w / 2;
  return (
    <>
      {design.logoUrl && (
        <image
          href={design.logoUrl}
          x={area.x}
          y={area.y}
          width={area.w}
          height={logoHeight}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
      {lines.map((line, i) => (
        <text
          key={i}
          x={centre}
          y={textTop + size * 1.25 * (i + 0.5) + size * 0.35}
          fill={ink}
          fontSize={size}
          fontWeight={i === 0 ? 700 : 500}
          fontFamily="system-ui, sans-serif"
          textAnchor="middle"
          {...(estimatedWidth(line, size) > area.w
            ? { textLength: area.w, lengthAdjust: 'spacingAndGlyphs' as const }
            : {})}
        >
          {line}
        </text>
      ))}
    </>
  );
}

/**
 * The product drawn with a design: its colours, the logo and the lines of text in place. The same drawing serves
 * the Customize tab (live, as the owner types) and an order's lines.
 */
export function DesignPreview(props: {
  shape: PreviewShape;
  design: Customization;
  label: string;
  className?: string;
}) {
  const drawing = shapeDrawings[props.shape];
  const colors = { primary: props.design.primaryColor, secondary: props.design.secondaryColor };
  return (
    <svg viewBox="0 0 300 300" role="img" aria-label={props.label} className={props.className}>
      {drawing.body(colors)}
      <Print area={drawing.area} design={props.design} ink={inkOn(drawing.ground(colors), colors.secondary)} />
    </svg>
  );
}
