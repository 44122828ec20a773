import Foundation

/// How overlapping subpaths decide what is inside a filled or clipped path.
public enum FillRule: Sendable, Hashable {
    /// Inside when the winding number is non-zero.
    case winding
    /// Inside when a ray crosses an odd number of edges (used for borders).
    case evenOdd
}

/// The backend-neutral drawing surface a node's `draw(in:)` receives.
///
/// Coordinates are the node's bounds coordinates in points; the backend maps them to pixels.
/// `CairoRenderer` implements it. State changes (`translate`, `concatenate`, `clip`) last
/// until the matching `restoreState()`.
public protocol Canvas: AnyObject {
    /// Pixels per point of the surface being drawn (1, 2 or 3).
    var scale: CGFloat { get }
    /// The text metrics this canvas draws with, for custom drawing that measures text.
    var textMetrics: any TextMetrics { get }

    /// Pushes the current transform and clip.
    func saveState()
    /// Pops the transform and clip pushed by the matching `saveState()`.
    func restoreState()
    /// Moves the origin by `(dx, dy)` points.
    func translate(dx: CGFloat, dy: CGFloat)
    /// Applies an affine transform to the current coordinate space.
    func concatenate(_ transform: AffineTransform)
    /// Intersects the clip with the path's interior.
    func clip(to path: Path, rule: FillRule)
    /// Fills the path's interior with a colour.
    func fill(_ path: Path, color: Color, rule: FillRule)
    /// Strokes the path with a colour and a line width in points.
    func stroke(_ path: Path, color: Color, lineWidth: CGFloat)
    /// Draws one line of text with its baseline starting at `origin`.
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color)
    /// Draws one line of text with `kern` points after every character cluster, as
    /// `TextMetrics.width(of:font:kern:)` measures it.
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color, kern: CGFloat)
    /// Draws one line of text with `kern`, its characters ordered from the base `direction`,
    /// as `TextMetrics.width(of:font:kern:direction:)` measures it.
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color, kern: CGFloat, direction: WritingDirection)
    /// Draws an image scaled into `rect`; a source that cannot be decoded is recorded and
    /// makes the render fail after painting.
    ///
    /// With a tint colour the image is a template: only its alpha is used, filled with the
    /// tint (how UIKit draws `alwaysTemplate` images); nil draws its own colours.
    func drawImage(_ source: ImageSource, in rect: CGRect, tintColor: Color?)
}

extension Canvas {
    /// Draws kerned text one grapheme cluster at a time, each advanced by its width in
    /// `textMetrics` plus `kern`; a canvas that shapes kerned lines whole replaces this.
    public func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color, kern: CGFloat) {
        guard kern != 0, kern.isFinite else { return drawText(text, at: origin, font: font, color: color) }
        var x = origin.x
        for cluster in text {
            let piece = String(cluster)
            drawText(piece, at: CGPoint(x: x, y: origin.y), font: font, color: color)
            x += textMetrics.width(of: piece, font: font) + kern
        }
    }

    /// Draws the kerned line as `drawText(_:at:font:color:kern:)` does: a canvas that does
    /// not shape has no order to change; one that shapes replaces this.
    public func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color, kern: CGFloat, direction: WritingDirection) {
        drawText(text, at: origin, font: font, color: color, kern: kern)
    }

    /// Fills a rectangle with a colour.
    public func fill(_ rect: CGRect, color: Color) { fill(.rect(rect), color: color, rule: .winding) }
    /// Fills a path with the non-zero winding rule.
    public func fill(_ path: Path, color: Color) { fill(path, color: color, rule: .winding) }
    /// Clips to a path with the non-zero winding rule.
    public func clip(to path: Path) { clip(to: path, rule: .winding) }
    /// Clips to a rectangle.
    public func clip(to rect: CGRect) { clip(to: .rect(rect), rule: .winding) }
    /// Draws an image in its own colours scaled into `rect`.
    public func drawImage(_ source: ImageSource, in rect: CGRect) { drawImage(source, in: rect, tintColor: nil) }
}
