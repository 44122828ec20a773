import Foundation

/// What is drawn for a view at the clock's current time: its model values with running
/// animations applied (UIKit's presentation layer).
///
/// The model (`frame`, `alpha`, …) takes the new values at once, as in UIKit; layout, hit
/// testing and tree snapshots read the model, and the renderer draws this.
public struct ViewPresentation: Equatable, Sendable {
    /// The drawn bounds: its origin offsets the subviews, its size shapes the background.
    public var bounds: CGRect
    /// The drawn centre in the superview's bounds coordinates.
    public var center: CGPoint
    /// The drawn transform around the centre.
    public var transform: AffineTransform
    /// The drawn group opacity, 0...1.
    public var alpha: CGFloat
    /// The drawn background colour, resolved against the view's traits; nil paints nothing.
    public var backgroundColor: Color?

    /// The bounding box of the drawn, transformed bounds, in the superview's coordinates.
    public var frame: CGRect { ViewNode.frame(bounds: bounds, center: center, transform: transform) }
}

extension ViewNode {
    /// What the renderer draws for this view now; equal to the model when nothing animates.
    public var presentation: ViewPresentation {
        animatingPresentation
            ?? ViewPresentation(
                bounds: storedBounds, center: storedCenter, transform: storedTransform, alpha: storedAlpha,
                backgroundColor: backgroundColor?.resolvedColor(with: traitCollection))
    }

    /// The presentation when an animation runs; nil (at the cost of one load) when none does.
    package var animatingPresentation: ViewPresentation? {
        guard let state = animationState else { return nil }
        guard state.isAnimating else { return nil }
        let traits = traitCollection
        func value(_ property: AnimatedProperty) -> [Double]? {
            state.present(property, model: animatedValue(property), traits: traits)
        }
        var result = ViewPresentation(
            bounds: storedBounds, center: storedCenter, transform: storedTransform, alpha: storedAlpha,
            backgroundColor: backgroundColor?.resolvedColor(with: traits))
        if let v = value(.bounds) { result.bounds = CGRect(x: v[0], y: v[1], width: Swift.max(0, v[2]), height: Swift.max(0, v[3])) }
        if let v = value(.center) { result.center = CGPoint(x: v[0], y: v[1]) }
        if let v = value(.transform) { result.transform = AffineTransform(m11: v[0], m12: v[1], m21: v[2], m22: v[3], tX: v[4], tY: v[5]) }
        if let v = value(.alpha) { result.alpha = CGFloat(Swift.min(1, Swift.max(0, v[0]))) }
        if let v = value(.backgroundColor) {
            func unit(_ x: Double) -> CGFloat { CGFloat(Swift.min(1, Swift.max(0, x))) }
            result.backgroundColor = Color(red: unit(v[0]), green: unit(v[1]), blue: unit(v[2]), alpha: unit(v[3]))
        }
        return result
    }
}
