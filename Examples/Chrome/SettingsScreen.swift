import Canopy
import Foundation

/// One row of a settings list: a coloured icon tile, a title and a disclosure chevron.
public struct SettingsRow: Sendable {
    /// The row's text.
    public var title: String
    /// The white symbol on the tile.
    public var symbol: Symbol
    /// The tile's colour.
    public var tileColor: Color

    /// Describes a row.
    public init(_ title: String, _ symbol: Symbol, _ tileColor: Color) {
        self.title = title
        self.symbol = symbol
        self.tileColor = tileColor
    }
}

/// A settings screen as iOS draws one: inset grouped rows on the grouped background, under a
/// navigation bar with a large title.
///
/// Its root view is the scroll view, so a navigation bar follows it for the large title.
open class SettingsScreen: ViewControllerNode {
    /// The list's sections, each a run of rows.
    public let sections: [[SettingsRow]]
    /// The list (the root view).
    public var list: ScrollNode { view as! ScrollNode }

    /// Rows 44 points tall, iOS's default table row height.
    public static let rowHeight: CGFloat = 44
    /// Sections inset 16 points from the sides with 10-point corners (iOS's inset-grouped style).
    public static let sectionInset: CGFloat = 16
    /// 35 points above each section, iOS's grouped section spacing without a header title.
    public static let sectionSpacing: CGFloat = 35

    /// Creates the screen with a title and sections.
    public init(title: String, sections: [[SettingsRow]]) {
        self.sections = sections
        super.init()
        self.title = title
    }

    /// The rows iOS's own Settings opens with.
    public static let sampleSections: [[SettingsRow]] = [
        [SettingsRow("Profile", .personFill, .systemBlue)],
        [
            SettingsRow("General", .gear, .systemGray), SettingsRow("Home Screen", .squareGrid2x2, .systemIndigo),
            SettingsRow("Search", .magnifyingglass, .systemGray), SettingsRow("Favourites", .starFill, .systemOrange),
        ],
        [
            SettingsRow("Bookmarks", .bookmark, .systemGreen), SettingsRow("Share", .squareAndArrowUp, .systemBlue),
            SettingsRow("Storage", .trash, .systemRed), SettingsRow("Updates", .arrowClockwise, .systemGreen),
        ],
        [
            SettingsRow("Home", .houseFill, .systemOrange), SettingsRow("Accounts", .person, .systemIndigo),
            SettingsRow("Notes", .squareAndPencil, .systemOrange), SettingsRow("More", .ellipsis, .systemGray),
        ],
    ]

    open override func loadView() {
        let list = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        list.alwaysBounceVertical = true
        list.backgroundColor = .systemGroupedBackground
        view = list
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        rebuildRows()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if list.subviews.first?.frame.width != list.bounds.width - 2 * Self.sectionInset { rebuildRows() }
    }

    /// Lays the sections out for the list's width.
    func rebuildRows() {
        let list = self.list
        for v in list.subviews { v.removeFromSuperview() }
        let width = list.bounds.width - 2 * Self.sectionInset
        var y: CGFloat = 0
        for (s, rows) in sections.enumerated() {
            y += Self.sectionSpacing
            let section = ViewNode(frame: CGRect(x: Self.sectionInset, y: y, width: width, height: CGFloat(rows.count) * Self.rowHeight))
            section.backgroundColor = .secondarySystemGroupedBackground
            section.cornerRadius = 10
            section.clipsToBounds = true
            section.accessibilityIdentifier = "section-\(s)"
            for (i, row) in rows.enumerated() {
                section.addSubview(SettingsRowNode(row, width: width, y: CGFloat(i) * Self.rowHeight, isLast: i == rows.count - 1))
            }
            list.addSubview(section)
            y += section.frame.height
        }
        list.contentSize = CGSize(width: list.bounds.width, height: y + Self.sectionSpacing)
    }
}

/// A drawn settings row.
final class SettingsRowNode: ViewNode {
    init(_ row: SettingsRow, width: CGFloat, y: CGFloat, isLast: Bool) {
        super.init(frame: CGRect(x: 0, y: y, width: width, height: SettingsScreen.rowHeight))
        accessibilityIdentifier = row.title
        // A 29-point tile with 6.5-point corners around a 20-point white symbol, as iOS
        // Settings draws its icons.
        let tile = ViewNode(frame: CGRect(x: 16, y: (SettingsScreen.rowHeight - 29) / 2, width: 29, height: 29))
        tile.backgroundColor = row.tileColor
        tile.cornerRadius = 6.5
        let icon = ImageNode(frame: CGRect(x: 4.5, y: 4.5, width: 20, height: 20))
        icon.image = Image(symbol: row.symbol)
        icon.tintColor = .white
        tile.addSubview(icon)
        addSubview(tile)
        let label = LabelNode(frame: CGRect(x: 60, y: 0, width: width - 60 - 36, height: SettingsScreen.rowHeight))
        label.text = row.title
        label.textColor = .label
        addSubview(label)
        let chevron = ImageNode(frame: CGRect(x: width - 16 - 9, y: (SettingsScreen.rowHeight - 14) / 2, width: 9, height: 14))
        chevron.image = Image(symbol: .chevronRight)
        chevron.contentMode = .scaleToFill
        chevron.tintColor = .tertiaryLabel
        addSubview(chevron)
        if !isLast {
            // The separator starts under the text, iOS's inset for rows with an image.
            let separator = ViewNode(frame: CGRect(x: 60, y: SettingsScreen.rowHeight - 0.5, width: width - 60, height: 0.5))
            separator.backgroundColor = .separator
            addSubview(separator)
        }
    }
}
