import Foundation

/// Where the nine parts of a cap-inset image go: a pure function of the image size, the cap
/// insets, the resizing mode and the destination rectangle.
///
/// Each piece is drawn by placing the whole image at `imageRect` and clipping to `clip`, so a
/// backend needs no sub-image support. Corners keep their natural size, edges stretch or tile
/// along one axis, the middle along both. When the destination is smaller than the caps, the
/// caps shrink in proportion so they still meet.
public enum ResizableImageLayout {
    /// One drawn piece: the image is drawn at `imageRect`, visible only inside `clip`.
    public struct Piece: Equatable, Sendable {
        /// The part of the destination this piece covers.
        public var clip: CGRect
        /// Where the whole image is drawn so that its slice lands in `clip`.
        public var imageRect: CGRect
    }

    /// Tiles beyond this many along one axis stretch instead: a destination thousands of
    /// times larger than the middle would otherwise cost a draw call per tile.
    public static let maximumTilesPerAxis = 64

    /// The pieces covering `rect`, in row-major order.
    public static func pieces(imageSize: CGSize, capInsets: EdgeInsets, mode: Image.ResizingMode, in rect: CGRect) -> [Piece] {
        guard imageSize.width > 0, imageSize.height > 0, rect.width > 0, rect.height > 0 else { return [] }
        let columns = spans(source: imageSize.width, low: capInsets.left, high: capInsets.right, origin: rect.minX, length: rect.width, mode: mode)
        let rows = spans(source: imageSize.height, low: capInsets.top, high: capInsets.bottom, origin: rect.minY, length: rect.height, mode: mode)
        var result: [Piece] = []
        result.reserveCapacity(columns.count * rows.count)
        for row in rows {
            for column in columns {
                result.append(
                    Piece(
                        clip: CGRect(x: column.start, y: row.start, width: column.length, height: row.length),
                        imageRect: CGRect(x: column.imageOrigin, y: row.imageOrigin, width: column.imageLength, height: row.imageLength)))
            }
        }
        return result
    }

    /// One axis's span: the destination interval and where the whole image lies along it.
    struct Span {
        var start: CGFloat, length: CGFloat, imageOrigin: CGFloat, imageLength: CGFloat
    }

    /// The spans along one axis: low cap, middle (one span or several tiles), high cap.
    static func spans(source: CGFloat, low: CGFloat, high: CGFloat, origin: CGFloat, length: CGFloat, mode: Image.ResizingMode) -> [Span] {
        // Caps larger than the destination shrink together, as UIKit squeezes them.
        let squeeze = low + high > length ? length / (low + high) : 1
        let lowD = low * squeeze, highD = high * squeeze
        let middleSource = source - low - high
        let middleD = length - lowD - highD
        var spans: [Span] = []
        // A slice [s0, s1] of the source drawn into [d0, d0 + dLength]: the image is scaled by
        // dLength / (s1 - s0) and shifted so s0 lands on d0.
        func slice(_ s0: CGFloat, _ s1: CGFloat, _ d0: CGFloat, _ dLength: CGFloat) {
            guard dLength > 0, s1 > s0 else { return }
            let k = dLength / (s1 - s0)
            spans.append(Span(start: d0, length: dLength, imageOrigin: d0 - s0 * k, imageLength: source * k))
        }
        slice(0, low, origin, lowD)
        if middleD > 0, middleSource > 0 {
            let tiles = (middleD / middleSource).rounded(.up)
            if mode == .tile, tiles <= CGFloat(maximumTilesPerAxis) {
                var d = origin + lowD
                let end = origin + lowD + middleD
                while d < end - 1e-9 {
                    let visible = Swift.min(middleSource, end - d)
                    // The whole tile's image placement, clipped to the visible part.
                    spans.append(Span(start: d, length: visible, imageOrigin: d - low, imageLength: source))
                    d += middleSource
                }
            } else {
                slice(low, source - high, origin + lowD, middleD)
            }
        }
        slice(source - high, source, origin + length - highD, highD)
        return spans
    }
}
