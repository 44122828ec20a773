import Foundation

/// A push or pop in progress: what the bar showed before, and how far the change has come.
struct NavigationBarTransition {
    /// The outgoing layout and the items it places.
    var fromLayout: NavigationBarLayout
    var fromLeft: [BarButtonItem]
    var fromRight: [BarButtonItem]
    var fromAppearance: NavigationBarAppearance
    /// True for a push (content leaves to the left), false for a pop.
    var isPush: Bool
    /// 0 at the start, 1 at the end (eased).
    var progress: CGFloat
}

extension NavigationBarNode {
    /// Fills the bar and the strip above it, draws the shadow line, then the content; during
    /// a push or pop the outgoing content fades out and slides away as the new one slides in.
    func drawBar(in canvas: Canvas) {
        let appearance = resolvedAppearance
        let b = bounds
        if let fill = appearance.backgroundColor {
            canvas.fill(CGRect(x: b.minX, y: b.minY - backgroundExtension, width: b.width, height: b.height + backgroundExtension), color: fill)
        }
        if let shadow = appearance.shadowColor {
            // One device pixel, as UIKit's hairline.
            let hairline = 1 / Swift.max(1, canvas.scale)
            canvas.fill(CGRect(x: b.minX, y: b.maxY, width: b.width, height: hairline), color: shadow)
        }
        let top = topItem
        let left = top?.leftBarButtonItems ?? [], right = top?.rightBarButtonItems ?? []
        guard let transition else {
            drawContent(currentLayout, left: left, right: right, appearance: appearance, alpha: 1, dx: 0, in: canvas)
            return
        }
        let p = Swift.min(1, Swift.max(0, transition.progress))
        // Content travels a quarter of the bar's width, UIKit's parallax for bar content.
        let travel = b.width / 4
        let sign: CGFloat = transition.isPush ? 1 : -1
        drawContent(
            transition.fromLayout, left: transition.fromLeft, right: transition.fromRight, appearance: transition.fromAppearance,
            alpha: 1 - p, dx: -sign * travel * p, in: canvas)
        drawContent(currentLayout, left: left, right: right, appearance: appearance, alpha: p, dx: sign * travel * (1 - p), in: canvas)
    }

    /// Draws one layout's text, chevron and items at `alpha`, shifted by `dx` (the back
    /// button's chevron stays put, as in UIKit).
    func drawContent(
        _ layout: NavigationBarLayout, left: [BarButtonItem], right: [BarButtonItem], appearance: NavigationBarAppearance,
        alpha: CGFloat, dx: CGFloat, in canvas: Canvas
    ) {
        guard alpha > 0 else { return }
        typealias M = NavigationBarMetrics
        let traits = traitCollection
        func faded(_ color: Color) -> Color {
            let c = color.resolvedColor(with: traits)
            return Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * alpha)
        }
        let tint = tintColor ?? .systemBlue
        let titleColor = faded(appearance.titleTextAttributes.foregroundColor ?? .label)
        if let prompt = layout.prompt {
            canvas.drawText(prompt.string, at: prompt.origin.offsetBy(dx: dx), font: M.promptFont, color: faded(.secondaryLabel))
        }
        if let back = layout.backButton {
            let chevronColor = faded(tint)
            canvas.fill(Self.backChevron(in: back.chevronFrame), color: chevronColor)
            if let title = back.title {
                canvas.drawText(title.string, at: title.origin.offsetBy(dx: dx), font: M.itemFont, color: chevronColor)
            }
        }
        func drawItems(_ placed: [NavigationBarLayout.Item], _ items: [BarButtonItem]) {
            for placement in placed where placement.index < items.count {
                let item = items[placement.index]
                let color = faded(item.isEnabled ? (item.tintColor ?? tint) : .tertiaryLabel)
                if let frame = placement.imageFrame, let image = item.image {
                    image.draw(in: frame.offsetBy(dx: dx, dy: 0), tintColor: color, on: canvas)
                } else if let title = placement.title {
                    let font = item.style == .done ? M.doneItemFont : M.itemFont
                    canvas.drawText(title.string, at: title.origin.offsetBy(dx: dx), font: font, color: color)
                }
            }
        }
        drawItems(layout.leftItems, left)
        drawItems(layout.rightItems, right)
        if let title = layout.title {
            canvas.drawText(
                title.string, at: title.origin.offsetBy(dx: dx), font: appearance.titleTextAttributes.font ?? M.titleFont, color: titleColor)
        }
        if let large = layout.largeTitle, let area = layout.largeTitleArea {
            // The large title is clipped to its area, so it slides under the bar row as it collapses.
            canvas.saveState()
            canvas.clip(to: area)
            let color = faded(appearance.largeTitleTextAttributes.foregroundColor ?? .label)
            canvas.drawText(
                large.string, at: large.origin.offsetBy(dx: dx), font: appearance.largeTitleTextAttributes.font ?? M.largeTitleFont, color: color)
            canvas.restoreState()
        }
    }
}

extension NavigationBarNode {
    /// The back chevron: two 3-point strokes with round ends meeting at the box's leading
    /// edge, the weight of UIKit's semibold back indicator.
    static func backChevron(in box: CGRect) -> Path {
        var pen = SymbolPen()
        let w = 3.0
        let x0 = Double(box.minX) + w / 2, x1 = Double(box.maxX) - w / 2
        pen.stroke([(x1, Double(box.minY) + w / 2), (x0, Double(box.midY)), (x1, Double(box.maxY) - w / 2)], width: w)
        return pen.parts[0].path
    }
}

extension CGPoint {
    fileprivate func offsetBy(dx: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y) }
}
