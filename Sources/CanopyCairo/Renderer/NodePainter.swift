internal import CCairo
import Canopy
import Foundation

/// The paint algorithm on one canvas.
///
/// A subview is placed (centre, transform, group opacity); `paintContents` draws a node
/// in its own bounds coordinates: shadow, background, clip, `draw(in:)`, subviews, border.
struct NodePainter {
    let canvas: CairoCanvas
    var context: OpaquePointer { canvas.context }

    /// What is left to do for a view once the views above it on the walk's stack are done.
    private enum Step {
        /// Place and paint a subview (centre, transform, group opacity, then its contents).
        case place(ViewNode)
        /// After a view's subviews: close its clip and draw its border.
        case finishBody(ViewNode, clipped: Bool, shape: Path, bounds: CGRect)
        /// After a placed view's contents: composite its group at `alpha`, restore the context.
        case finishPlacement(groupAlpha: CGFloat?)
    }

    /// Paints `view` in its own bounds coordinates: its shadow, then its body.
    func paintContents(_ view: ViewNode) {
        if ShadowPainter.hasShadow(view) { ShadowPainter.paint(view, on: canvas) }
        paintBody(view)
    }

    /// Steps 2–7: background, clip, content, subviews, border; also the default shadow shape.
    ///
    /// The subtree is walked with an explicit stack rather than by recursion, so a chain of any
    /// depth paints without exhausting the thread's stack.
    func paintBody(_ view: ViewNode) {
        var steps: [Step] = []
        beginBody(view, drawn: nil, &steps)
        while let step = steps.popLast() {
            switch step {
            case let .place(subview):
                place(subview, &steps)
            case let .finishBody(node, clipped, shape, bounds):
                if clipped {
                    cairo_restore(context)
                    canvas.boundsClipDepth -= 1
                }
                paintBorder(node, shape: shape, bounds: bounds)
            case let .finishPlacement(groupAlpha):
                if let alpha = groupAlpha {
                    cairo_pop_group_to_source(context)
                    cairo_paint_with_alpha(context, alpha)
                }
                cairo_restore(context)
            }
        }
    }

    /// Places `view` in its superview's bounds coordinates and starts painting its contents.
    ///
    /// A view that is animating is placed where its animations draw it (``ViewNode/presentation``).
    private func place(_ view: ViewNode, _ steps: inout [Step]) {
        let drawn = view.animatingPresentation
        let alpha = drawn?.alpha ?? view.alpha
        guard !view.isHidden, alpha > 0 else { return }
        let t = drawn?.transform ?? view.transform
        guard t.determinant != 0 else { return }  // nothing to see; cairo rejects such a matrix
        let bounds = drawn?.bounds ?? view.bounds, center = drawn?.center ?? view.center
        cairo_save(context)
        cairo_translate(context, center.x, center.y)
        var matrix = CairoCanvas.matrix(t)
        cairo_transform(context, &matrix)
        cairo_translate(context, -bounds.width / 2 - bounds.minX, -bounds.height / 2 - bounds.minY)
        // Finite values can still compose to a matrix cairo cannot use (a scale of 1e300 under
        // a scaled ancestor); the context is then dead, so name this node, not the root.
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            return canvas.recordUnusablePlacement(of: view)
        }
        let grouped = alpha < 1
        if grouped {
            // The group is composited onto the surface later, over whatever the surface holds.
            canvas.willPaint()
            cairo_push_group(context)
        }
        steps.append(.finishPlacement(groupAlpha: grouped ? alpha : nil))
        if ShadowPainter.hasShadow(view) { ShadowPainter.paint(view, on: canvas) }
        beginBody(view, drawn: drawn, &steps)
    }

    /// Background, clip and `draw(in:)` of `view`; queues its subviews and the closing step.
    /// `drawn` is the view's animated presentation, nil when it is not animating.
    private func beginBody(_ view: ViewNode, drawn: ViewPresentation?, _ steps: inout [Step]) {
        let bounds = drawn?.bounds ?? view.bounds
        let radius = NodePainter.radius(of: view, bounds: bounds)
        let shape = Path.roundedRect(bounds, cornerRadius: radius)
        // Dynamic colours resolve against the traits of the node they belong to.
        if let background = drawn.map({ $0.backgroundColor }) ?? view.backgroundColor?.resolvedColor(with: view.traitCollection) {
            canvas.setPath(shape, rule: .winding, what: "background")
            canvas.willFill(bounds, isRectangle: radius == 0, alpha: background.alpha)
            canvas.setSource(background)
            cairo_fill(context)
        }
        if view.clipsToBounds {
            canvas.boundsClipDepth += 1
            cairo_save(context)
            canvas.setPath(shape, rule: .winding, what: "clip")
            cairo_clip(context)
        }
        let previous = canvas.currentNode
        canvas.currentNode = view
        cairo_save(context)
        view.draw(in: canvas)
        canvas.unwindSavedStates()
        cairo_restore(context)
        cairo_new_path(context)
        canvas.currentNode = previous
        steps.append(.finishBody(view, clipped: view.clipsToBounds, shape: shape, bounds: bounds))
        for subview in view.subviews.reversed() { steps.append(.place(subview)) }
    }

    /// Step 7: the border, inside the bounds, above the subviews.
    private func paintBorder(_ view: ViewNode, shape: Path, bounds: CGRect) {
        let width = max(0, view.borderWidth)
        guard width > 0, let color = view.borderColor?.resolvedColor(with: view.traitCollection) else { return }
        var border = shape
        let inner = bounds.insetBy(dx: width, dy: width)
        if !inner.isNull, inner.width > 0, inner.height > 0 {
            border.addPath(.roundedRect(inner, cornerRadius: max(0, NodePainter.radius(of: view, bounds: bounds) - width)))
        }
        canvas.setPath(border, rule: .evenOdd, what: "border")
        canvas.willPaint()
        canvas.setSource(color)
        cairo_fill(context)
    }

    /// `min(cornerRadius, w/2, h/2)` of `bounds` (the view's, or its animated ones), negatives drawing as 0.
    static func radius(of view: ViewNode, bounds b: CGRect) -> CGFloat {
        return max(0, min(view.cornerRadius, b.width / 2, b.height / 2))
    }
}
