import Foundation

/// A view property `UIView` animations move: the ones Canopy draws from.
enum AnimatedProperty: Int, Hashable, Sendable, CaseIterable {
    case bounds, center, transform, alpha, backgroundColor
}

/// A captured value of one animated property.
enum AnimatedValue: Equatable {
    case rect(CGRect)
    case point(CGPoint)
    case transform(AffineTransform)
    case scalar(CGFloat)
    case color(Color?)

    /// The value's components for additive blending; colours resolve against `traits`, and
    /// no colour counts as `other`'s colour made clear, so a fade from nothing only fades.
    func components(_ traits: TraitCollection, other: AnimatedValue) -> [Double] {
        switch self {
        case .rect(let r): return [r.minX, r.minY, r.width, r.height].map(Double.init)
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .transform(let t): return [t.m11, t.m12, t.m21, t.m22, t.tX, t.tY].map(Double.init)
        case .scalar(let v): return [Double(v)]
        case .color(let color):
            if let c = color?.resolvedColor(with: traits) { return [c.red, c.green, c.blue, c.alpha].map(Double.init) }
            if case .color(let o?) = other {
                let c = o.resolvedColor(with: traits)
                return [Double(c.red), Double(c.green), Double(c.blue), 0]
            }
            return [0, 0, 0, 0]
        }
    }
}

extension ViewNode {
    /// The model value of `property`, as an animation captures it.
    func animatedValue(_ property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: return .rect(storedBounds)
        case .center: return .point(storedCenter)
        case .transform: return .transform(storedTransform)
        case .alpha: return .scalar(storedAlpha)
        case .backgroundColor: return .color(backgroundColor)
        }
    }
}
