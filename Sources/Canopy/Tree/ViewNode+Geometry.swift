import Foundation

extension ViewNode {
    /// `frame` computed from the stored geometry.
    var derivedFrame: CGRect {
        let w = storedBounds.width, h = storedBounds.height
        let t = storedTransform
        if t.isTranslationOnly {
            return CGRect(x: storedCenter.x - w / 2 + t.tX, y: storedCenter.y - h / 2 + t.tY, width: w, height: h)
        }
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (dx, dy) in [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)] {
            let v = t.applyLinear(CGPoint(x: dx, y: dy))
            let x = storedCenter.x + v.x + t.tX, y = storedCenter.y + v.y + t.tY
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The untransformed rect: `bounds.size` centred on `center` (what autoresizing moves).
    var untransformedFrame: CGRect {
        CGRect(
            x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
            width: storedBounds.width, height: storedBounds.height)
    }

    func applyBounds(_ newValue: CGRect) {
        guard newValue.isFiniteRect else {
            return refuse("geometry.nonFinite", "Refused bounds \(newValue) on \(diagnosticName): values must be finite.")
        }
        guard newValue.size.width >= 0, newValue.size.height >= 0 else {
            return refuse("geometry.negativeSize", "Refused bounds \(newValue) on \(diagnosticName): width and height must not be negative.")
        }
        let old = storedBounds
        guard old != newValue else { return }
        storedBounds = newValue
        if old.size != newValue.size {
            batchingSafeArea {
                if autoresizesSubviews {
                    for s in storedSubviews { s.autoresize(from: old.size, to: newValue.size) }
                }
                setNeedsLayout()
                boundsSizeDidChange(from: old.size)
                recomputeSafeArea()
            }
        }
        if old.origin != newValue.origin {
            boundsOriginDidChange(from: old.origin)
        }
    }

    func applyCenter(_ newValue: CGPoint) {
        guard newValue.isFinitePoint else {
            return refuse("geometry.nonFinite", "Refused center \(newValue) on \(diagnosticName): values must be finite.")
        }
        guard storedCenter != newValue else { return }
        storedCenter = newValue
        recomputeSafeArea()
    }

    func applyTransform(_ newValue: AffineTransform) {
        guard newValue.isFiniteTransform else {
            return refuse("geometry.nonFinite", "Refused transform \(newValue) on \(diagnosticName): values must be finite.")
        }
        guard storedTransform != newValue else { return }
        storedTransform = newValue
        recomputeSafeArea()
    }
}
