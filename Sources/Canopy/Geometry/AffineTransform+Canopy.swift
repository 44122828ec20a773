import Foundation

extension AffineTransform {
    /// True when the linear part is exactly the identity, so the transform only translates.
    public var isTranslationOnly: Bool { m11 == 1 && m12 == 0 && m21 == 0 && m22 == 1 }

    /// The determinant of the linear part; zero means the transform is not invertible.
    public var determinant: CGFloat { m11 * m22 - m12 * m21 }

    /// True when all six components are finite.
    public var isFiniteTransform: Bool {
        m11.isFinite && m12.isFinite && m21.isFinite && m22.isFinite && tX.isFinite && tY.isFinite
    }

    /// Applies only the linear part (no translation) to a vector.
    func applyLinear(_ v: CGPoint) -> CGPoint {
        CGPoint(x: m11 * v.x + m21 * v.y, y: m12 * v.x + m22 * v.y)
    }

    /// Applies the full transform, linear part then translation, to a point.
    func applyFull(_ p: CGPoint) -> CGPoint {
        CGPoint(x: m11 * p.x + m21 * p.y + tX, y: m12 * p.x + m22 * p.y + tY)
    }

    /// The full inverse, or nil when the determinant is zero.
    var inverse: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let a = m22 / det, b = -m12 / det, c = -m21 / det, d = m11 / det
        let tx = -(a * tX + c * tY)
        let ty = -(b * tX + d * tY)
        return AffineTransform(m11: a, m12: b, m21: c, m22: d, tX: tx, tY: ty)
    }
}
