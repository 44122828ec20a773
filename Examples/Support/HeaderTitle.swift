import Canopy
import FlexibleHeader

/// Puts a title label at the bottom of a header's content view, the way every example does.
enum HeaderTitle {
    /// Configures `label` with `text` and adds it `raisedBy` points above the bottom of the
    /// content view, `height` tall, stretching with the header and fading when it shifts; the
    /// title carries the header trait, so a screen reader's headings rotor finds it.
    static func install(
        _ label: LabelNode, text: String, in header: FlexibleHeaderView, color: Color,
        size: CGFloat = 20, weight: Font.Weight = .medium, height: CGFloat = 56, raisedBy: CGFloat = 0
    ) {
        label.text = text
        label.font = .system(size: size, weight: weight)
        label.textColor = color
        label.accessibilityTraits = [.staticText, .header]
        let content = header.contentView
        label.frame = CGRect(
            x: 16, y: max(0, content.bounds.height - height - raisedBy),
            width: max(0, content.bounds.width - 32), height: height)
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        content.addSubview(label)
        header.hideViewWhenShifted(label)
    }

    /// Keeps an installed title 16 points inside the header content view's side safe area (the
    /// landscape sensor housing), at its current height; call it from `viewDidLayoutSubviews`.
    static func keepClearOfSideSafeArea(_ label: LabelNode, in header: FlexibleHeaderView) {
        let content = header.contentView
        let safe = content.safeAreaInsets
        label.frame = CGRect(
            x: 16 + safe.left, y: label.frame.minY,
            width: max(0, content.bounds.width - 32 - safe.left - safe.right), height: label.frame.height)
    }
}
