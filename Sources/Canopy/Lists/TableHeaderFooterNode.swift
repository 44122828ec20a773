import Foundation

/// A reusable section header or footer: the UITableViewHeaderFooterView analogue.
///
/// The table makes one for every section title; register a subclass with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` to show custom content.
open class TableHeaderFooterNode: ViewNode {
    /// Whether the table shows this view as a section header (not a footer), which gives its
    /// title the `header` trait.
    var isSectionHeader = false
    /// An element by default while its title shows (read as one stop); otherwise a container
    /// of its content view's elements. A set value wins.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? (!textLabel.isHidden && !textLabel.plainText.isEmpty) }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default the title as shown; a set value wins.
    open override var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? (textLabel.plainText.isEmpty ? nil : textLabel.plainText) }
        set { super.accessibilityLabel = newValue }
    }
    /// By default `header` for a section header, so the headings rotor reaches it, and
    /// `staticText` for a footer; a set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? (isSectionHeader ? .header : .staticText) }
        set { super.accessibilityTraits = newValue }
    }

    /// The identifier the table queues this view under; nil when it is not reused.
    public let reuseIdentifier: String?
    /// Holds the view's custom content; add subviews here. In a table that
    /// `insetsContentViewsToSafeArea` it lies inside the table's safe area on the leading and
    /// trailing sides, while the view's background spans the full width.
    public let contentView = ViewNode()
    /// The title label, laid out inside the layout margins.
    public let textLabel = LabelNode()

    static let titleHeaderIdentifier = "Canopy.TableTitleHeader"
    static let titleFooterIdentifier = "Canopy.TableTitleFooter"

    /// Whether the title sits at the bottom (a grouped header, just above its rows).
    private var alignsTitleToBottom = false

    /// Makes a view of this class for a table's dequeue by running `init(reuseIdentifier:)`,
    /// a subclass's override included.
    ///
    /// Canopy differs from UIKit in how a list makes a registered class, because Linux has no
    /// Objective-C runtime: Swift can only create a class from its type through a `required`
    /// initialiser, so lists call this required convenience initialiser, which runs the
    /// class's designated one. That keeps UIKit's `override init(reuseIdentifier:)` legal in subclasses. A
    /// subclass that declares other designated initialisers without that override does not
    /// compile (its required initialiser is missing), where UIKit would stop at dequeue.
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Creates an empty header or footer view queued under `reuseIdentifier`; subclasses
    /// override it as in UIKit.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        textLabel.isHidden = true
        contentView.addSubview(textLabel)
        layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    }

    /// Lays the view out again: a table keeps the content view inside the safe area.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Called by the framework before the view is handed out again; the default clears the title.
    open func prepareForReuse() {
        textLabel.text = ""
    }

    /// Shows `title` the way the table's style draws section titles: plain headers in
    /// 15-point bold (footers regular) on the secondary background, grouped titles in 13-point secondary text,
    /// headers upper-cased as iOS draws grouped section headers.
    func configureAsTitle(_ title: String, tableStyle: TableNode.Style, isHeader: Bool) {
        textLabel.isHidden = false
        textLabel.numberOfLines = 1
        switch tableStyle {
        case .plain:
            textLabel.text = title
            textLabel.font = .system(size: 15, weight: isHeader ? .bold : .regular)
            textLabel.textColor = .label
            backgroundColor = .secondarySystemBackground
            alignsTitleToBottom = false
        case .grouped, .insetGrouped:
            textLabel.text = isHeader ? title.uppercased() : title
            textLabel.font = .system(size: 13)
            textLabel.textColor = .secondaryLabel
            backgroundColor = nil
            alignsTitleToBottom = isHeader
        }
        setNeedsLayout()
    }

    /// Keeps the content view inside the table's safe area (while the table insets content
    /// views) and places the title inside its margins: centred, or resting 6 points above the
    /// bottom for a grouped header (its gap to the first row in iOS) and 6 below the top for a footer.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let safe = tableContentSafeAreaInsets
        let contentFrame = CGRect(
            x: safe.left, y: 0, width: Swift.max(0, bounds.width - safe.left - safe.right), height: bounds.height)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        guard !textLabel.isHidden else { return }
        let width = Swift.max(0, contentFrame.width - layoutMargins.left - layoutMargins.right)
        let h = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let y: CGFloat
        if backgroundColor != nil {
            y = (bounds.height - h) / 2
        } else {
            y = alignsTitleToBottom ? bounds.height - h - 6 : 6
        }
        textLabel.frame = CGRect(x: layoutMargins.left, y: y, width: width, height: h)
    }
}
