import Foundation

/// One row's view in a table, reused as rows scroll: the UITableViewCell analogue.
///
/// Custom content goes into `contentView`; the standard styles fill `textLabel`,
/// `detailTextLabel` and `imageView`. The cell draws its background (rounded at a section's
/// ends in inset-grouped tables), its selection, its separator and its accessory itself,
/// with iOS's metrics: 16-point margins, a 44-point standard row, a chevron 8 points wide.
open class TableCellNode: ViewNode {
    /// An element by default, as UIKit's cells: one stop for the whole row; a set value wins
    /// (false lets a screen reader reach the content view's own elements).
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default the labels of the content view's elements in reading order, joined with
    /// ", " ("Title, Detail"); the accessory is not read. A set value wins.
    open override var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? defaultAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// By default `selected` while selected, else none; a set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? (isSelected ? .selected : []) }
        set { super.accessibilityTraits = newValue }
    }

    /// The standard content layouts: the UITableViewCell.CellStyle analogue.
    public enum CellStyle: Int, Sendable {
        /// A title on the left, after an optional image.
        case `default`
        /// A title on the left and secondary text right-aligned on the right.
        case value1
        /// A small accent-coloured label right-aligned in a column, then the title.
        case value2
        /// A title with a smaller secondary line below it.
        case subtitle
    }

    /// The standard accessory drawn at the trailing edge: the UITableViewCell.AccessoryType analogue.
    public enum AccessoryType: Int, Sendable {
        /// No accessory; the content view takes the whole width.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button followed by a chevron.
        case detailDisclosureButton
        /// A tint-coloured checkmark.
        case checkmark
        /// A tint-coloured info button.
        case detailButton
    }

    /// How the table separates rows: the UITableViewCell.SeparatorStyle analogue.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline under each row.
        case singleLine
        /// Drawn as `singleLine` (iOS retired the etched look).
        case singleLineEtched
    }

    /// How a selected cell looks: the UITableViewCell.SelectionStyle analogue.
    public enum SelectionStyle: Int, Sendable {
        /// No selection background.
        case none
        /// Drawn as `default` (iOS retired the blue look).
        case blue
        /// Drawn as `default`.
        case gray
        /// The system grey selection background.
        case `default`
    }

    /// Where the table placed the cell, for drawing its background and separator.
    struct Placement: Equatable {
        var tableStyle: TableNode.Style
        var isFirstInSection: Bool
        var isLastInSection: Bool
        var separatorStyle: SeparatorStyle
        var separatorColor: Color
        var separatorInset: EdgeInsets
        var separatorInsetReference: TableNode.SeparatorInsetReference
    }

    /// The identifier the table queues this cell under.
    public let reuseIdentifier: String?
    /// The content layout chosen at creation.
    public let cellStyle: CellStyle
    /// Holds the cell's content; its width leaves room for the accessory, and in a table that
    /// `insetsContentViewsToSafeArea` it lies inside the table's safe area.
    public let contentView = ViewNode()
    /// The title label (every style has one), made on first use so custom cells carry none.
    public var textLabel: LabelNode? {
        if let label = storedTextLabel { return label }
        let label = LabelNode()
        switch cellStyle {
        case .value2:
            // In value2 the small accent label is the title, the detail the main text.
            label.font = .system(size: 12, weight: .semibold)
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = .system(size: 17)
            label.textColor = .label
        }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label, made on first use; nil in the `default` style.
    public var detailTextLabel: LabelNode? {
        if let label = storedDetailTextLabel { return label }
        let label = LabelNode()
        switch cellStyle {
        case .default:
            return nil
        case .subtitle:
            // The subtitle style's secondary line is 12-point primary text, as in iOS.
            label.font = .system(size: 12)
            label.textColor = .label
        case .value1:
            label.font = .system(size: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .system(size: 12)
            label.textColor = .label
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The leading image view, made on first use; laid out only once it has an image.
    public var imageView: ImageNode? {
        if let view = storedImageView { return view }
        let view = ImageNode()
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    var storedTextLabel: LabelNode?
    var storedDetailTextLabel: LabelNode?
    var storedImageView: ImageNode?

    /// The standard accessory; ignored while `accessoryView` is set.
    public var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { setNeedsLayout() } }
    }

    /// A custom view at the trailing edge, sized by its own frame, replacing `accessoryType`.
    public var accessoryView: ViewNode? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let view = accessoryView { addSubview(view) }
            setNeedsLayout()
        }
    }

    /// How selection and highlight look.
    public var selectionStyle: SelectionStyle = .default

    /// This cell's separator insets; nil (the default) uses the table's `separatorInset`.
    public var separatorInset: EdgeInsets?

    /// Whether the cell shows as selected; set it with `setSelected(_:animated:)` to animate.
    public var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as touched down.
    public var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    private var storedIsSelected = false
    private var storedIsHighlighted = false
    var placement: Placement?

    /// Creates a cell of `style`, queued by tables under `reuseIdentifier`; subclasses override
    /// it as in UIKit.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
    }

    /// Makes a cell of this class for a table's dequeue by running `init(style:reuseIdentifier:)`,
    /// a subclass's override included.
    ///
    /// Canopy differs from UIKit in how a list makes a registered class, because Linux has no
    /// Objective-C runtime: Swift can only create a class from its type through a `required`
    /// initialiser, so lists call this required convenience initialiser, which runs the
    /// class's designated one. That keeps UIKit's `override init(style:reuseIdentifier:)` legal in subclasses. A
    /// subclass that declares other designated initialisers without that override does not
    /// compile (its required initialiser is missing), where UIKit would stop at dequeue.
    public required convenience init(dequeuedWithStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a `default`-style cell that is not reused.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called by the framework when the table hands the cell out again, before the data
    /// source configures it; the default clears selection and highlight.
    open func prepareForReuse() {
        storedIsSelected = false
        storedIsHighlighted = false
    }

    /// Shows or hides the selection background.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedIsSelected = selected
    }

    /// Shows or hides the highlight (touch-down) background.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedIsHighlighted = highlighted
    }

    /// Sizes the content view to leave room for the accessory and lays out the standard content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// Lays the cell out again: a table keeps the content view inside the safe area.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// The height the standard content needs at `size.width`: the tallest line (or the title
    /// and subtitle stacked) plus the 11-point top and bottom margins, never below the
    /// 44-point standard row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { standardFittingSize(size) }

    /// Draws the background (rounded at an inset-grouped section's ends), the selection, the
    /// separator and the standard accessory.
    open override func draw(in canvas: Canvas) { drawCell(in: canvas) }

    func applyPlacement(_ new: Placement) {
        guard new != placement else { return }
        placement = new
        setNeedsLayout()
    }

    /// `applyPlacement` from its parts, comparing the flags before the colour so a cell
    /// whose placement holds builds no new value.
    final func applyPlacement(
        tableStyle: TableNode.Style, isFirstInSection: Bool, isLastInSection: Bool, separatorStyle: SeparatorStyle,
        separatorColor: Color, separatorInset: EdgeInsets, separatorInsetReference: TableNode.SeparatorInsetReference
    ) {
        if let p = placement, p.isFirstInSection == isFirstInSection, p.isLastInSection == isLastInSection, p.tableStyle == tableStyle,
            p.separatorStyle == separatorStyle, p.separatorInset == separatorInset,
            p.separatorInsetReference == separatorInsetReference, p.separatorColor == separatorColor
        {
            return
        }
        applyPlacement(
            Placement(
                tableStyle: tableStyle, isFirstInSection: isFirstInSection, isLastInSection: isLastInSection,
                separatorStyle: separatorStyle, separatorColor: separatorColor, separatorInset: separatorInset,
                separatorInsetReference: separatorInsetReference))
    }
}
