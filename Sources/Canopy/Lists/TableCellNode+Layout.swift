import Foundation

extension TableCellNode {
    /// Points the standard accessory takes from the content view's width: the glyph, the
    /// 16-point trailing margin and a 10-point gap (a chevron leaves iOS's content view 34
    /// points narrower than the cell).
    var accessoryReservedWidth: CGFloat {
        if let view = accessoryView { return view.frame.width + 16 + 10 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return TableCellNode.chevronSize.width + 26
        case .checkmark: return TableCellNode.checkmarkSize.width + 26
        case .detailButton: return TableCellNode.infoButtonDiameter + 26
        case .detailDisclosureButton: return TableCellNode.infoButtonDiameter + 12 + TableCellNode.chevronSize.width + 26
        }
    }

    /// The disclosure chevron's box: 8 × 13 points, as iOS draws `chevron.forward` in rows.
    static let chevronSize = CGSize(width: 8, height: 13)
    /// The checkmark's box: 14 × 11 points.
    static let checkmarkSize = CGSize(width: 14, height: 11)
    /// The info button's diameter: 22 points.
    static let infoButtonDiameter: CGFloat = 22
    /// Gap between the image and the title, in points.
    static let imageGap: CGFloat = 16
    /// Width of the value2 style's accent column, in points.
    static let value2ColumnWidth: CGFloat = 67

    /// Sizes the content view to leave room for the accessory, inside the table's safe area on
    /// the leading and trailing sides while the table insets content views, and lays out the
    /// standard content in it; the cell itself (its background) keeps the full width.
    func layoutCell() {
        let w = bounds.width, h = bounds.height
        let safe = tableContentSafeAreaInsets
        let contentWidth = Swift.max(0, w - safe.left - safe.right - accessoryReservedWidth)
        let contentFrame = CGRect(x: safe.left, y: 0, width: contentWidth, height: h)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        if let view = accessoryView {
            let s = view.frame.size
            view.frame = CGRect(x: w - safe.right - 16 - s.width, y: (h - s.height) / 2, width: s.width, height: s.height)
        }
        layoutStandardContent(width: contentWidth, height: h)
    }

    /// The leading x of the labels: the margin, or after the image when there is one.
    private func layoutImage(height h: CGFloat) -> CGFloat {
        let left = layoutMargins.left
        guard let image = storedImageView, let size = image.imageSize, size.width > 0, size.height > 0 else { return left }
        let scale = Swift.min(1, Swift.max(0, h - 8) / size.height)
        let s = CGSize(width: size.width * scale, height: size.height * scale)
        image.frame = CGRect(x: left, y: (h - s.height) / 2, width: s.width, height: s.height)
        return left + s.width + TableCellNode.imageGap
    }

    private func layoutStandardContent(width: CGFloat, height h: CGFloat) {
        guard storedTextLabel != nil || storedDetailTextLabel != nil || storedImageView != nil else { return }
        let x = layoutImage(height: h)
        let right = width - layoutMargins.right
        let available = Swift.max(0, right - x)
        func fit(_ label: LabelNode?, _ w: CGFloat) -> CGSize {
            guard let label, !label.plainText.isEmpty else { return .zero }
            let s = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: Swift.min(s.width, w), height: s.height)
        }
        let text = storedTextLabel, detail = storedDetailTextLabel
        switch cellStyle {
        case .default:
            let t = fit(text, available)
            text?.frame = CGRect(x: x, y: (h - t.height) / 2, width: available, height: t.height)
        case .subtitle:
            let t = fit(text, available), d = fit(detail, available)
            let gap: CGFloat = t.height > 0 && d.height > 0 ? 2 : 0
            let top = (h - t.height - gap - d.height) / 2
            text?.frame = CGRect(x: x, y: top, width: available, height: t.height)
            detail?.frame = CGRect(x: x, y: top + t.height + gap, width: available, height: d.height)
        case .value1:
            let d = fit(detail, available)
            let t = fit(text, Swift.max(0, available - d.width - 8))
            text?.frame = CGRect(x: x, y: (h - t.height) / 2, width: t.width, height: t.height)
            detail?.frame = CGRect(x: right - d.width, y: (h - d.height) / 2, width: d.width, height: d.height)
        case .value2:
            let column = TableCellNode.value2ColumnWidth
            let t = fit(text, column)
            let dx = x + column + 6
            let d = fit(detail, Swift.max(0, right - dx))
            text?.frame = CGRect(x: x, y: (h - t.height) / 2, width: column, height: t.height)
            detail?.frame = CGRect(x: dx, y: (h - d.height) / 2, width: Swift.max(0, right - dx), height: d.height)
        }
    }

    /// The height the standard content needs at `size.width`: the tallest line (or the title
    /// and subtitle stacked) plus the 11-point top and bottom margins, never below the
    /// 44-point standard row.
    func standardFittingSize(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite ? size.width : bounds.width
        let safe = tableContentSafeAreaInsets
        let available = Swift.max(
            0, width - safe.left - safe.right - accessoryReservedWidth - layoutMargins.left - layoutMargins.right)
        func lineHeight(_ label: LabelNode?) -> CGFloat {
            guard let label, !label.plainText.isEmpty else { return 0 }
            return label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height
        }
        let t = lineHeight(storedTextLabel), d = lineHeight(storedDetailTextLabel)
        let body = cellStyle == .subtitle ? t + (t > 0 && d > 0 ? 2 : 0) + d : Swift.max(t, d)
        let image = storedImageView?.imageSize?.height ?? 0
        return CGSize(width: width, height: Swift.max(44, Swift.max(body, image) + layoutMargins.top + layoutMargins.bottom))
    }
}
