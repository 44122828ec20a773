import Foundation

/// How font units become points at one font size: the rules of cairo's FreeType backend with
/// hinting off and unhinted metrics, computed in the same order so every advance and extent
/// is bit-identical to what cairo measured and drew before the engine existed.
///
/// A glyph's advance is its design advance over the face's units per em, times the size: no
/// FreeType character size and no 26.6 or 16.16 rounding, so it does not depend on the scale
/// a line is drawn at. Vertical metrics use cairo's vertical scale of the font matrix
/// `size × I`: its determinant over the length of its first column.
struct FontScale: Sendable, Hashable {
    /// The font size in points (the font matrix's diagonal).
    let size: Double
    /// The vertical factor font-unit metrics (over units per em) are multiplied by.
    let verticalScale: Double

    init(size: Double) {
        self.size = size
        let major = hypot(size, 0)
        verticalScale = major != 0 ? (size * size) / major : 0
    }

    /// An advance in points from a design advance in font units (0 for a face without units
    /// per em, which has no outlines to scale).
    func advance(design: Int, unitsPerEM: Int) -> Double {
        unitsPerEM > 0 ? size * (Double(design) / Double(unitsPerEM)) : 0
    }

    /// A vertical metric in points from a value in font units.
    func vertical(_ fontUnits: Int, unitsPerEM: Int) -> Double {
        (Double(fontUnits) / Double(unitsPerEM)) * verticalScale
    }
}
