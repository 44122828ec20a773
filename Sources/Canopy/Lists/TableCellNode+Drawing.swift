import Foundation

extension TableCellNode {
    /// Inset-grouped sections round their outer corners by 10 points, as iOS does.
    static let groupCornerRadius: CGFloat = 10

    /// Draws the background (rounded at an inset-grouped section's ends), the selection, the
    /// separator and the standard accessory.
    func drawCell(in canvas: Canvas) {
        let rect = CGRect(origin: bounds.origin, size: bounds.size)
        let placement = self.placement
        let isInsetGrouped = placement?.tableStyle == .insetGrouped
        let top = isInsetGrouped && placement?.isFirstInSection == true ? TableCellNode.groupCornerRadius : 0
        let bottom = isInsetGrouped && placement?.isLastInSection == true ? TableCellNode.groupCornerRadius : 0
        let shape = TableCellNode.roundedPath(rect, top: top, bottom: bottom)
        if backgroundColor == nil {
            let fill: Color = placement.map { $0.tableStyle == .plain ? .systemBackground : .secondarySystemGroupedBackground } ?? .systemBackground
            canvas.fill(shape, color: fill)
        }
        if (isSelected || isHighlighted) && selectionStyle != .none {
            // iOS's selected-row grey.
            canvas.fill(shape, color: Color.systemGray4)
        }
        drawSeparator(in: canvas, rect: rect)
        drawAccessory(in: canvas, rect: rect)
    }

    /// A hairline along the bottom, inset by the separator inset, one device pixel thick; the
    /// last row of a grouped section has none (the section's edge ends it).
    private func drawSeparator(in canvas: Canvas, rect: CGRect) {
        guard let p = placement, p.separatorStyle != .none else { return }
        if p.tableStyle != .plain && p.isLastInSection { return }
        let inset = resolvedSeparatorInset(p)
        let thickness = 1 / Swift.max(1, canvas.scale)
        let line = CGRect(
            x: rect.minX + inset.left, y: rect.maxY - thickness,
            width: Swift.max(0, rect.width - inset.left - inset.right), height: thickness)
        canvas.fill(line, color: p.separatorColor)
    }

    /// Where the separator runs, as insets from the cell's edges.
    ///
    /// UIKit documents that insets measured `fromCellEdges` (its default) are taken from the
    /// cell's edges, zero spanning the whole cell, and that `fromAutomaticInsets` treats them as
    /// offsets from the table's default inset, which it bases on the layout margins. Reading
    /// that default as the cell's leading margin past the leading safe-area inset, and as no
    /// trailing inset (iPhone separators reach the trailing edge), gives the left
    /// `safe.left + layoutMargins.left + inset.left` and the right `inset.right`. The reference
    /// applies to a cell's own inset as to the table's, since UIKit describes it as how
    /// separator insets are interpreted for cells.
    func resolvedSeparatorInset(_ p: Placement) -> EdgeInsets {
        let inset = separatorInset ?? p.separatorInset
        guard p.separatorInsetReference == .fromAutomaticInsets else { return inset }
        return EdgeInsets(top: 0, left: safeAreaInsets.left + layoutMargins.left + inset.left, bottom: 0, right: inset.right)
    }

    private func drawAccessory(in canvas: Canvas, rect: CGRect) {
        guard accessoryView == nil else { return }
        // The accessory sits inside the safe area with the content view.
        let right = rect.maxX - tableContentSafeAreaInsets.right - 16
        let midY = rect.midY
        let tint: Color = tintColor ?? .systemBlue
        switch accessoryType {
        case .none:
            return
        case .disclosureIndicator:
            drawChevron(in: canvas, right: right, midY: midY)
        case .checkmark:
            let s = TableCellNode.checkmarkSize
            var path = Path()
            path.move(to: CGPoint(x: right - s.width, y: midY))
            path.addLine(to: CGPoint(x: right - s.width + 5, y: midY + s.height / 2))
            path.addLine(to: CGPoint(x: right, y: midY - s.height / 2))
            canvas.stroke(path, color: tint, lineWidth: 2)
        case .detailButton:
            drawInfoButton(in: canvas, right: right, midY: midY, color: tint)
        case .detailDisclosureButton:
            drawChevron(in: canvas, right: right, midY: midY)
            drawInfoButton(in: canvas, right: right - TableCellNode.chevronSize.width - 12, midY: midY, color: tint)
        }
    }

    /// A chevron pointing right, in iOS's tertiary label grey.
    private func drawChevron(in canvas: Canvas, right: CGFloat, midY: CGFloat) {
        let s = TableCellNode.chevronSize
        var path = Path()
        path.move(to: CGPoint(x: right - s.width, y: midY - s.height / 2))
        path.addLine(to: CGPoint(x: right, y: midY))
        path.addLine(to: CGPoint(x: right - s.width, y: midY + s.height / 2))
        canvas.stroke(path, color: Color.tertiaryLabel, lineWidth: 2)
    }

    /// A circled "i": a 1.5-point ring with a dot and a stem.
    private func drawInfoButton(in canvas: Canvas, right: CGFloat, midY: CGFloat, color: Color) {
        let d = TableCellNode.infoButtonDiameter
        let ring = CGRect(x: right - d, y: midY - d / 2, width: d, height: d)
        canvas.stroke(.ellipse(in: ring.insetBy(dx: 0.75, dy: 0.75)), color: color, lineWidth: 1.5)
        canvas.fill(.ellipse(in: CGRect(x: ring.midX - 1.25, y: ring.minY + 5, width: 2.5, height: 2.5)), color: color)
        canvas.fill(CGRect(x: ring.midX - 1, y: ring.minY + 9, width: 2, height: 8), color: color)
    }

    /// `rect` with its top corners rounded by `top` and its bottom corners by `bottom`.
    static func roundedPath(_ rect: CGRect, top: CGFloat, bottom: CGFloat) -> Path {
        guard top > 0 || bottom > 0 else { return .rect(rect) }
        let t = Swift.min(top, rect.width / 2, rect.height / 2)
        let b = Swift.min(bottom, rect.width / 2, rect.height / 2)
        // Control points at 0.552 of the radius approximate a quarter circle with one cubic.
        let k: CGFloat = 0.552
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + t, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - t, y: rect.minY))
        if t > 0 {
            p.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + t), control1: CGPoint(x: rect.maxX - t + k * t, y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: rect.minY + t - k * t))
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - b))
        if b > 0 {
            p.addCurve(
                to: CGPoint(x: rect.maxX - b, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - b + k * b),
                control2: CGPoint(x: rect.maxX - b + k * b, y: rect.maxY))
        }
        p.addLine(to: CGPoint(x: rect.minX + b, y: rect.maxY))
        if b > 0 {
            p.addCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - b), control1: CGPoint(x: rect.minX + b - k * b, y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: rect.maxY - b + k * b))
        }
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + t))
        if t > 0 {
            p.addCurve(
                to: CGPoint(x: rect.minX + t, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + t - k * t),
                control2: CGPoint(x: rect.minX + t - k * t, y: rect.minY))
        }
        p.closeSubpath()
        return p
    }
}
