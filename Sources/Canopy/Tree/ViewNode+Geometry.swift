import Foundation

extension ViewNode {
    /// `frame` computed from the stored geometry.
    var derivedFrame: CGRect {
        if hasIdentityTransform { return Self.identityTransformFrame(bounds: storedBounds, center: storedCenter) }
        return Self.frame(bounds: storedBounds, center: storedCenter, transform: storedTransform)
    }

    /// `frame(bounds:center:transform:)` for the identity transform, computed the same way
    /// (its zero translation is added too, so the result is identical bit for bit).
    @inline(__always)
    static func identityTransformFrame(bounds: CGRect, center: CGPoint) -> CGRect {
        let w = bounds.width, h = bounds.height
        return CGRect(x: center.x - w / 2 + 0, y: center.y - h / 2 + 0, width: w, height: h)
    }

    /// The frame that `bounds`, `center` and `transform` give: the bounding box of the
    /// transformed bounds, in the superview's bounds coordinates.
    @inline(__always)
    static func frame(bounds: CGRect, center: CGPoint, transform t: AffineTransform) -> CGRect {
        let w = bounds.width, h = bounds.height
        if t.isTranslationOnly {
            return CGRect(x: center.x - w / 2 + t.tX, y: center.y - h / 2 + t.tY, width: w, height: h)
        }
        return transformedFrame(bounds: bounds, center: center, transform: t)
    }

    /// `frame(bounds:center:transform:)` for a transform that rotates, scales or shears: the
    /// bounding box of the four transformed corners. Kept out of line, as few views need it.
    @inline(never)
    private static func transformedFrame(bounds: CGRect, center: CGPoint, transform t: AffineTransform) -> CGRect {
        let w = bounds.width, h = bounds.height
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (dx, dy) in [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)] {
            let v = t.applyLinear(CGPoint(x: dx, y: dy))
            let x = center.x + v.x + t.tX, y = center.y + v.y + t.tY
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the frame the given geometry gives is finite; every geometry change checks it
    /// first, so a view's frame never overflows (an infinite or NaN frame poisons layout,
    /// safe areas and conversion). Reports `geometry.nonFinite` naming `what` when not.
    func acceptsGeometry(bounds: CGRect, center: CGPoint, transform: AffineTransform, what: @autoclosure () -> String) -> Bool {
        let f = Self.frame(bounds: bounds, center: center, transform: transform)
        if f.isFiniteRect { return true }
        refuse("geometry.nonFinite", "Refused \(what()) on \(diagnosticName): the frame would be \(f), which is not finite.")
        return false
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
        // Compared field by field: the Foundation operator is an out-of-line call here.
        guard
            old.origin.x != newValue.origin.x || old.origin.y != newValue.origin.y || old.size.width != newValue.size.width
                || old.size.height != newValue.size.height
        else { return }
        guard acceptsGeometry(bounds: newValue, center: storedCenter, transform: storedTransform, what: "bounds \(newValue)") else { return }
        // Someone told of the coming change may have moved this view meanwhile: the frame is
        // checked again against where they left it, so it never overflows.
        if old.origin != newValue.origin, boundsOriginWillChange(to: newValue.origin),
            !acceptsGeometry(bounds: newValue, center: storedCenter, transform: storedTransform, what: "bounds \(newValue)")
        {
            return
        }
        willChangeAnimatable(.bounds)
        storedBounds = newValue
        if let state = layoutState, state.itemUses > 0 { constraintItemDidMove() }
        if old.size != newValue.size {
            if isInSafeAreaBatch {
                // The cascade only writes stored geometry; the batch recomputes afterwards.
                sizeDidChange(from: old.size)
                recomputeSafeArea()
            } else {
                resizeSubtreeAndRecomputeSafeArea(from: old.size)
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
        guard acceptsGeometry(bounds: storedBounds, center: newValue, transform: storedTransform, what: "center \(newValue)") else { return }
        willChangeAnimatable(.center)
        storedCenter = newValue
        if let state = layoutState, state.itemUses > 0 { constraintItemDidMove() }
        recomputeSafeArea(skippingUnchanged: true)
    }

    func applyTransform(_ newValue: AffineTransform) {
        guard newValue.isFiniteTransform else {
            return refuse("geometry.nonFinite", "Refused transform \(newValue) on \(diagnosticName): values must be finite.")
        }
        guard storedTransform != newValue else { return }
        guard acceptsGeometry(bounds: storedBounds, center: storedCenter, transform: newValue, what: "transform \(newValue)") else { return }
        willChangeAnimatable(.transform)
        storedTransform = newValue
        // A translation of -0 would add differently from the fast path's +0, so it does not count.
        hasIdentityTransform =
            newValue.isTranslationOnly && newValue.tX == 0 && newValue.tY == 0 && newValue.tX.sign == .plus
            && newValue.tY.sign == .plus
        recomputeSafeArea(skippingUnchanged: true)
    }

    /// After this view's size changed from `oldSize`: autoresizes its subviews, theirs in turn,
    /// and marks each resized view for layout. Iterative, so a chain of any depth resizes.
    private func sizeDidChange(from oldSize: CGSize) {
        var pending: [(node: ViewNode, oldSize: CGSize)] = []
        var node = self, old = oldSize
        while true {
            if node.storedAutoresizesSubviews {
                let subviews = node.storedSubviews
                if !subviews.isEmpty {
                    let new = node.storedBounds.size
                    for s in subviews {
                        guard let previous = s.applyAutoresizing(from: old, to: new) else { continue }
                        // A resized view with subviews to resize waits its turn; any other is done.
                        if s.storedAutoresizesSubviews && !s.hasNoSubviews {
                            pending.append((s, previous))
                        } else {
                            s.storedNeedsLayout = true
                        }
                    }
                }
            }
            node.storedNeedsLayout = true
            guard let next = pending.popLast() else { return }
            (node, old) = next
        }
    }

    /// Applies the autoresizing rule for a superview size change `old` → `new` to the stored
    /// geometry, all or nothing. Returns the previous size when the size changed (the caller
    /// then resizes this view's subviews); safe areas are left to the caller.
    func applyAutoresizing(from old: CGSize, to new: CGSize) -> CGSize? {
        let mask = storedAutoresizingMask
        // A view placed by constraints ignores its mask, as in UIKit.
        guard !mask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return nil }
        let bounds = storedBounds, center = storedCenter
        let f = mask.autoresizedFrame(
            CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height),
            from: old, to: new)
        let newBounds = CGRect(origin: bounds.origin, size: f.size)
        let newCenter = CGPoint(x: f.minX + f.width / 2, y: f.minY + f.height / 2)
        guard newBounds.isFiniteRect, newCenter.isFinitePoint,
            (hasIdentityTransform
                ? Self.identityTransformFrame(bounds: newBounds, center: newCenter)
                : Self.frame(bounds: newBounds, center: newCenter, transform: storedTransform)).isFiniteRect
        else {
            refuseAutoresizing(bounds: newBounds, center: newCenter)
            return nil
        }
        willChangeAnimatable(.bounds)
        willChangeAnimatable(.center)
        storedBounds = newBounds
        storedCenter = newCenter
        return bounds.size != newBounds.size ? bounds.size : nil
    }

    /// Reports a refused autoresizing step; out of line so that building the message does not
    /// weigh on the rule's arithmetic, which runs for every resized view.
    @inline(never)
    private func refuseAutoresizing(bounds newBounds: CGRect, center newCenter: CGPoint) {
        refuse(
            "geometry.nonFinite",
            "Refused autoresizing \(diagnosticName) to bounds \(newBounds), center \(newCenter): values must be finite.")
    }
}
