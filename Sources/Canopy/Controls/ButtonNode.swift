import Foundation

/// A tappable button: the UIButton analogue.
///
/// Two ways to style it, as in UIKit. Per-state values — `setTitle(_:for:)`,
/// `setTitleColor(_:for:)`, `setImage(_:for:)` — where a state without its own value uses
/// the normal state's; or a `configuration` (plain, tinted, gray, filled) that draws a
/// background and places title, subtitle and image inside its content insets. A tap sends
/// `touchUpInside` then `primaryActionTriggered`.
///
/// Metrics: a system or custom button's title is the system font at 15 points and the button
/// is 6 points taller than the title line above and below (a "Button" title measures 30
/// points tall, as Interface Builder shows); a system button's title is the tint, faded to
/// 20 % while highlighted; a custom button's title is white by default.
open class ButtonNode: ControlNode {
    /// An element by default, as UIKit's buttons; a set value wins.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default the current title, else the image view's accessibility label; a set value wins.
    open override var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? defaultAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// By default `button`, plus `notEnabled` while disabled and `selected` while selected; a
    /// set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? AccessibilityTraits.button.union(controlStateTraits) }
        set { super.accessibilityTraits = newValue }
    }

    /// A button's kind: UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No styling: white title, nothing else.
        case custom
        /// Tinted title that fades while pressed.
        case system
        /// An "i" in a circle, for more detail.
        case detailDisclosure
        /// An "i" in a circle, on light content.
        case infoLight
        /// An "i" in a circle, on dark content.
        case infoDark
        /// A plus in a circle.
        case contactAdd
        /// A cross in a grey circle.
        case close
    }

    /// The kind the button was made as.
    public let buttonType: ButtonType
    /// The configuration that styles the button; nil for per-state styling.
    public var configuration: ButtonConfiguration? {
        didSet { if oldValue != configuration { contentDidChange() } }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var storedTitleLabel: LabelNode?
    private var storedSubtitleLabel: LabelNode?
    private var storedImageView: ImageNode?

    /// Side of the circular glyph of the detail, info, add and close types, in points.
    static let glyphSide: CGFloat = 22
    /// Title font of system and custom buttons without a configuration: the system font at 15 points.
    public static let defaultTitleFont = Font.system(size: 15)

    /// Creates a button of `type`.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        contentDidChange()
    }

    /// Creates a custom button with the given frame, as `UIButton(frame:)` does.
    public override init(frame: CGRect = .zero) {
        buttonType = .custom
        super.init(frame: frame)
        contentDidChange()
    }

    /// Creates a system button styled by `configuration`, sending `primaryAction` on tap.
    public convenience init(configuration: ButtonConfiguration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // Observers do not run for assignments inside an initializer.
        contentDidChange()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a system button that sends `primaryAction` on tap and shows its title and image.
    public convenience init(primaryAction: Action?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// The menu the button offers (default nil); UIKit's `UIButton.menu`.
    ///
    /// Canopy draws no menu: tests select from it with `Menu.select(_:sender:)`.
    public var menu: Menu?
    /// Whether a tap opens the menu instead of running the primary action (default false):
    /// with a menu, a tap sends `menuActionTriggered` in place of `primaryActionTriggered`.
    public var showsMenuAsPrimaryAction = false

    override var eventsAfterTouchUpInside: Event {
        showsMenuAsPrimaryAction && menu != nil ? .menuActionTriggered : .primaryActionTriggered
    }

    // MARK: Per-state values

    /// Sets the title for `state`; nil removes it (the state then shows the normal title).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// The title set for `state`, else the normal state's.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title colour for `state`; nil removes it.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title colour set for `state`, else the normal state's, else the type's default.
    public func titleColor(for state: State) -> Color? {
        if let c = titleColors[state.rawValue] ?? titleColors[0] { return c }
        return defaultTitleColor(for: state)
    }
    /// Sets the image for `state`; nil removes it.
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// The image set for `state`, else the normal state's.
    public func image(for state: State) -> Image? { images[state.rawValue] ?? images[0] }

    /// The value set for `state`, trying the state itself, then selected alone when both
    /// selected and highlighted, then normal.
    private func lookup<T>(_ table: [UInt: T], _ state: State) -> T? {
        if let v = table[state.rawValue] { return v }
        if state.contains(.selected), let v = table[State.selected.rawValue] { return v }
        if state.contains(.disabled), let v = table[State.disabled.rawValue] { return v }
        return table[0]
    }

    /// The title shown now: the configuration's, else the current state's.
    public var currentTitle: String? { configuration.map(\.title) ?? lookup(titles, state) }
    /// The title colour used now.
    public var currentTitleColor: Color {
        if let configuration { return configuration.foregroundColor(tint: tint, state: state) }
        return lookup(titleColors, state) ?? defaultTitleColor(for: state)
    }
    /// The image shown now: the configuration's, else the current state's.
    public var currentImage: Image? { configuration.map(\.image) ?? lookup(images, state) }

    private func defaultTitleColor(for state: State) -> Color {
        switch buttonType {
        case .custom: return state.contains(.disabled) ? Color.white.withAlpha(0.5) : .white
        default:
            if state.contains(.disabled) { return .tertiaryLabel }
            if state.contains(.highlighted) { return tint.scalingAlpha(by: 0.2) }
            return tint
        }
    }

    /// The label showing the title; nil until the button has a title.
    public var titleLabel: LabelNode? {
        storedTitleLabel
    }
    /// The view showing the image; nil until the button has an image.
    public var imageView: ImageNode? {
        storedImageView
    }
    /// The label showing a configuration's subtitle; nil without one.
    public var subtitleLabel: LabelNode? { storedSubtitleLabel }

    // MARK: State and layout

    /// Called by the framework: restyles for the new state.
    open override func controlStateDidChange() {
        super.controlStateDidChange()
        contentDidChange()
    }

    /// Called by the framework: the title follows a new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    private func contentDidChange() {
        let title = currentTitle
        if let title, !title.isEmpty {
            let label = storedTitleLabel ?? makeLabel()
            storedTitleLabel = label
            label.text = title
            label.font = configuration?.titleFont ?? Self.defaultTitleFont
            label.textColor = currentTitleColor
            label.isHidden = false
        } else {
            storedTitleLabel?.isHidden = true
        }
        if let subtitle = configuration?.subtitle, !subtitle.isEmpty {
            let label = storedSubtitleLabel ?? makeLabel()
            storedSubtitleLabel = label
            label.text = subtitle
            label.font = configuration?.subtitleFont ?? Self.defaultTitleFont
            label.textColor = currentTitleColor
            label.isHidden = false
        } else {
            storedSubtitleLabel?.isHidden = true
        }
        if let image = currentImage {
            let view = storedImageView ?? makeImageView()
            storedImageView = view
            view.image = image
            view.isHidden = false
        } else {
            storedImageView?.isHidden = true
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func makeLabel() -> LabelNode {
        let label = LabelNode()
        label.isUserInteractionEnabled = false
        addSubview(label)
        return label
    }

    private func makeImageView() -> ImageNode {
        let view = ImageNode()
        view.isUserInteractionEnabled = false
        view.contentMode = .scaleAspectFit
        addSubview(view)
        return view
    }

    private var visibleTitle: LabelNode? { storedTitleLabel.flatMap { $0.isHidden ? nil : $0 } }
    private var visibleSubtitle: LabelNode? { storedSubtitleLabel.flatMap { $0.isHidden ? nil : $0 } }
    private var visibleImage: ImageNode? { storedImageView.flatMap { $0.isHidden ? nil : $0 } }

    /// The insets around the content: the configuration's, else the system button's 6
    /// points above and below the title (none at the sides).
    private var contentInsets: EdgeInsets {
        if let c = configuration?.contentInsets { return EdgeInsets(top: c.top, left: c.leading, bottom: c.bottom, right: c.trailing) }
        return visibleTitle == nil ? .zero : EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }

    /// The content's size without insets: image and the title block side by side (or
    /// stacked for top and bottom placement).
    private var contentSize: CGSize {
        let titleSize = visibleTitle?.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) ?? .zero
        let subtitleSize = visibleSubtitle?.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) ?? .zero
        let padding = (visibleTitle != nil && visibleSubtitle != nil) ? (configuration?.titlePadding ?? 0) : 0
        let text = CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + padding + subtitleSize.height)
        var image = visibleImage?.intrinsicContentSize ?? .zero
        if glyph != nil { image = CGSize(width: Self.glyphSide, height: Self.glyphSide) }
        let gap = (image != .zero && text != .zero) ? (configuration?.imagePadding ?? 0) : 0
        switch configuration?.imagePlacement ?? .leading {
        case .leading, .trailing:
            return CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        case .top, .bottom:
            return CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
        }
    }

    /// The glyph the detail, info, add and close types draw; nil for the others.
    var glyph: ButtonType? {
        switch buttonType {
        case .custom, .system: return nil
        default: return buttonType
        }
    }

    /// The content plus its insets; an empty system button is 30 points square, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        let c = contentSize
        let i = contentInsets
        if c == .zero && configuration == nil { return CGSize(width: 30, height: 30) }
        return CGSize(width: (c.width + i.left + i.right).rounded(.up), height: (c.height + i.top + i.bottom).rounded(.up))
    }

    /// The intrinsic content size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Called by the framework: places image and labels inside the content insets, aligned by
    /// `contentHorizontalAlignment` and `contentVerticalAlignment`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inner = bounds.inset(by: contentInsets)
        let size = contentSize
        var origin = CGPoint(x: inner.midX - size.width / 2, y: inner.midY - size.height / 2)
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: origin.x = inner.minX
        case .right: origin.x = inner.maxX - size.width
        default: break
        }
        switch contentVerticalAlignment {
        case .top, .fill: origin.y = inner.minY
        case .bottom: origin.y = inner.maxY - size.height
        case .center: break
        }
        let titleSize = visibleTitle?.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) ?? .zero
        let subtitleSize = visibleSubtitle?.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) ?? .zero
        let padding = (visibleTitle != nil && visibleSubtitle != nil) ? (configuration?.titlePadding ?? 0) : 0
        let textHeight = titleSize.height + padding + subtitleSize.height
        let textWidth = max(titleSize.width, subtitleSize.width)
        let image = visibleImage?.intrinsicContentSize ?? .zero
        let gap = (image != .zero && textWidth > 0) ? (configuration?.imagePadding ?? 0) : 0
        var imageOrigin = origin, textOrigin = origin
        switch configuration?.imagePlacement ?? .leading {
        case .leading:
            imageOrigin.y += (size.height - image.height) / 2
            textOrigin.x += image.width + gap
            textOrigin.y += (size.height - textHeight) / 2
        case .trailing:
            imageOrigin.x += textWidth + gap
            imageOrigin.y += (size.height - image.height) / 2
            textOrigin.y += (size.height - textHeight) / 2
        case .top:
            imageOrigin.x += (size.width - image.width) / 2
            textOrigin.x += (size.width - textWidth) / 2
            textOrigin.y += image.height + gap
        case .bottom:
            imageOrigin.x += (size.width - image.width) / 2
            textOrigin.x += (size.width - textWidth) / 2
            imageOrigin.y += textHeight + gap
        }
        visibleImage?.frame = CGRect(origin: imageOrigin, size: image)
        let fitsWidth = min(textWidth, max(0, inner.maxX - textOrigin.x))
        visibleTitle?.frame = CGRect(
            x: textOrigin.x + (textWidth - titleSize.width) / 2, y: textOrigin.y, width: min(titleSize.width, fitsWidth), height: titleSize.height)
        visibleSubtitle?.frame = CGRect(
            x: textOrigin.x + (textWidth - subtitleSize.width) / 2, y: textOrigin.y + titleSize.height + padding,
            width: min(subtitleSize.width, fitsWidth),
            height: subtitleSize.height)
    }

    /// Draws a configuration's background, or the glyph of the detail, info, add and close types.
    open override func draw(in canvas: Canvas) {
        if let configuration, let fill = configuration.backgroundColor(tint: tint, state: state) {
            let radius = min(configuration.cornerStyle.radius(height: bounds.height, fixed: configuration.backgroundCornerRadius), bounds.height / 2)
            canvas.fill(.roundedRect(bounds, cornerRadius: radius), color: fill)
        }
        if let glyph { drawGlyph(glyph, in: canvas) }
    }

    /// The circled "i", plus or cross, 22 points across, centred.
    private func drawGlyph(_ glyph: ButtonType, in canvas: Canvas) {
        let side = Self.glyphSide
        let r = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let color = state.contains(.disabled) ? Color.tertiaryLabel : (state.contains(.highlighted) ? tint.scalingAlpha(by: 0.2) : tint)
        let c = CGPoint(x: r.midX, y: r.midY)
        switch glyph {
        case .close:
            canvas.fill(.ellipse(in: r), color: .tertiarySystemFill)
            var p = Path()
            let d: CGFloat = 3.5
            p.move(to: CGPoint(x: c.x - d, y: c.y - d))
            p.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
            p.move(to: CGPoint(x: c.x + d, y: c.y - d))
            p.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
            canvas.stroke(p, color: .secondaryLabel, lineWidth: 2)
        case .contactAdd:
            canvas.stroke(.ellipse(in: r.insetBy(dx: 0.75, dy: 0.75)), color: color, lineWidth: 1.5)
            var p = Path()
            p.move(to: CGPoint(x: c.x - 5.5, y: c.y))
            p.addLine(to: CGPoint(x: c.x + 5.5, y: c.y))
            p.move(to: CGPoint(x: c.x, y: c.y - 5.5))
            p.addLine(to: CGPoint(x: c.x, y: c.y + 5.5))
            canvas.stroke(p, color: color, lineWidth: 1.5)
        default:
            canvas.stroke(.ellipse(in: r.insetBy(dx: 0.75, dy: 0.75)), color: color, lineWidth: 1.5)
            canvas.fill(.ellipse(in: CGRect(x: c.x - 1.25, y: c.y - 6, width: 2.5, height: 2.5)), color: color)
            canvas.fill(.roundedRect(CGRect(x: c.x - 1.1, y: c.y - 2, width: 2.2, height: 8), cornerRadius: 1), color: color)
        }
    }
}
