import Foundation

/// A single line of text with a placeholder, border and side views: the UITextField
/// analogue, for drawing only (Canopy has no keyboard, so there is no editing).
///
/// Metrics: the system font at 17 points; a rounded-rect field is 34 points tall
/// (Interface Builder's text field height) with 7-point side insets, a 5-point corner radius
/// and a hairline border; line and bezel fields inset their text by 4 points.
open class TextFieldNode: ControlNode {
    /// An element by default, as UIKit's text fields; a set value wins.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default the placeholder while the field is empty, which UIKit reads in place of
    /// the text; a set value wins.
    open override var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? defaultAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// By default the text (nil when empty); a set value wins.
    open override var accessibilityValue: String? {
        get { accessibilitySettings.value ?? defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// By default `notEnabled` while disabled, else none: UIKit marks text fields with a
    /// private text-entry trait that has no public name; a set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? controlStateTraits.subtracting(.selected) }
        set { super.accessibilityTraits = newValue }
    }
    /// True by default (a text field takes taps to edit although it has no interactive
    /// public trait); a set value wins.
    open override var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilitySettings.respondsToUserInteraction ?? true }
        set { super.accessibilityRespondsToUserInteraction = newValue }
    }

    /// The border a field draws: UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bevelled rectangle.
        case bezel
        /// A rounded rectangle on the background colour, iOS's usual field.
        case roundedRect
    }

    /// When a side view or the clear button shows: UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while editing (never, since Canopy does not edit).
        case whileEditing
        /// Except while editing (always, since Canopy does not edit).
        case unlessEditing
        /// Always.
        case always
    }

    /// The text; nil reads as empty.
    public var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// Text drawn in the placeholder colour while `text` is empty.
    public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font of text and placeholder.
    public var font: Font = .system(size: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text's colour (default the label colour).
    public var textColor: Color = .label
    /// How the text lines up within the field (default left).
    public var textAlignment: TextAlignment = .left
    /// The border (default none).
    public var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows (with non-empty text).
    public var clearButtonMode: ViewMode = .never
    /// A view at the left edge, shown per `leftViewMode`.
    public var leftView: ViewNode? {
        didSet { replaceSideView(oldValue, leftView) }
    }
    /// When `leftView` shows (default never).
    public var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the right edge, shown per `rightViewMode`.
    public var rightView: ViewNode? {
        didSet { replaceSideView(oldValue, rightView) }
    }
    /// When `rightView` shows (default never).
    public var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether the field is editing: always false, since Canopy does not edit.
    public var isEditing: Bool { false }

    /// The clear button's diameter in points.
    static let clearButtonSide: CGFloat = 19

    private func replaceSideView(_ old: ViewNode?, _ new: ViewNode?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    private func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

    private var sideInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 4
        case .roundedRect: return 7
        }
    }

    private var metrics: any TextMetrics { TextEngine.shared }

    /// The text's (or placeholder's) width plus the insets; 34 points tall with a rounded
    /// rect, else the line height plus the insets.
    open override var intrinsicContentSize: CGSize {
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let width = metrics.width(of: shown, font: font) + 2 * sideInset
        let line = metrics.lineHeight(for: font).rounded(.up)
        let height = borderStyle == .roundedRect ? max(34, line + 2) : line + 2 * (borderStyle == .none ? 0 : 4)
        return CGSize(width: width.rounded(.up), height: height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The left view's frame: at the left edge, its own size, centred vertically.
    public func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView, shows(leftViewMode) else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.midY - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
    }

    /// The right view's frame: at the right edge, its own size, centred vertically.
    public func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView, shows(rightViewMode) else { return .zero }
        return CGRect(x: bounds.maxX - v.bounds.width, y: bounds.midY - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
    }

    /// The clear button's frame, left of the right view; `.zero` when it does not show.
    public func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard shows(clearButtonMode), text?.isEmpty == false else { return .zero }
        let right = rightViewRect(forBounds: bounds)
        let maxX = (right == .zero ? bounds.maxX - sideInset : right.minX - 4)
        let s = Self.clearButtonSide
        return CGRect(x: maxX - s, y: bounds.midY - s / 2, width: s, height: s)
    }

    /// The text's rectangle: the bounds inside the insets, the side views and the clear button.
    public func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: sideInset, dy: 0)
        let left = leftViewRect(forBounds: bounds), right = rightViewRect(forBounds: bounds), clear = clearButtonRect(forBounds: bounds)
        if left != .zero { r.size.width -= left.maxX - r.minX; r.origin.x = left.maxX }
        let limit = clear != .zero ? clear.minX - 4 : (right != .zero ? right.minX : r.maxX)
        r.size.width = max(0, limit - r.minX)
        return r
    }

    /// Called by the framework: places the side views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let v = leftView {
            v.isHidden = !shows(leftViewMode)
            if shows(leftViewMode) { v.frame = leftViewRect(forBounds: bounds) }
        }
        if let v = rightView {
            v.isHidden = !shows(rightViewMode)
            if shows(rightViewMode) { v.frame = rightViewRect(forBounds: bounds) }
        }
    }

    /// Draws the border, the text (or placeholder in the placeholder colour) and the clear button.
    open override func draw(in canvas: Canvas) {
        let fade: CGFloat = isEnabled ? 1 : 0.5
        switch borderStyle {
        case .none: break
        case .line:
            canvas.stroke(.rect(bounds.insetBy(dx: 0.5, dy: 0.5)), color: Color.label.scalingAlpha(by: fade), lineWidth: 1)
        case .bezel:
            canvas.stroke(.rect(bounds.insetBy(dx: 0.5, dy: 0.5)), color: Color.systemGray.scalingAlpha(by: fade), lineWidth: 1)
            canvas.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1.5), color: Color.secondaryLabel.scalingAlpha(by: fade))
        case .roundedRect:
            canvas.fill(.roundedRect(bounds, cornerRadius: 5), color: .tertiarySystemBackground)
            canvas.stroke(
                .roundedRect(bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5), color: Color.opaqueSeparator.scalingAlpha(by: fade), lineWidth: 0.5
            )
        }
        let m = canvas.textMetrics
        let r = textRect(forBounds: bounds)
        let isPlaceholder = text?.isEmpty != false
        if let shown = isPlaceholder ? placeholder : text, !shown.isEmpty {
            let line = TextLayout.fitting(shown, font: font, width: r.width, metrics: m)
            let w = m.width(of: line, font: font)
            let x: CGFloat
            switch textAlignment {
            case .center: x = r.midX - w / 2
            case .right: x = r.maxX - w
            default: x = r.minX
            }
            let baseline = bounds.midY - m.lineHeight(for: font) / 2 + m.ascent(for: font)
            let color = isPlaceholder ? Color.placeholderText : textColor
            canvas.drawText(line, at: CGPoint(x: x, y: baseline), font: font, color: color.scalingAlpha(by: fade))
        }
        let clear = clearButtonRect(forBounds: bounds)
        if clear != .zero {
            canvas.fill(.ellipse(in: clear), color: Color.tertiaryLabel.scalingAlpha(by: fade))
            var p = Path()
            let c = CGPoint(x: clear.midX, y: clear.midY), d: CGFloat = 3.5
            p.move(to: CGPoint(x: c.x - d, y: c.y - d))
            p.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
            p.move(to: CGPoint(x: c.x + d, y: c.y - d))
            p.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
            canvas.stroke(p, color: .systemBackground, lineWidth: 1.5)
        }
    }
}
