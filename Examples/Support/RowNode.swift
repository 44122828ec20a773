import Canopy
import Foundation

/// One list row: avatar, title, subtitle and a hairline separator, 72 points tall.
public final class RowNode: ViewNode {
    /// Height of a row in points.
    public static let height: CGFloat = 72

    /// The title label.
    public let titleLabel = LabelNode()
    /// The secondary line.
    public let subtitleLabel = LabelNode()
    /// The avatar.
    public let avatar = AvatarNode()

    /// Creates a row for `item` at `index` (which picks the avatar colour), `width` points wide.
    public init(item: ListItem, index: Int, width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.height))
        backgroundColor = Palette.surface
        autoresizingMask = [.flexibleWidth]
        accessibilityIdentifier = "row-\(index)"

        avatar.frame = CGRect(x: 16, y: 16, width: 40, height: 40)
        avatar.fill = Palette.avatars[index % Palette.avatars.count]
        avatar.initials = item.initials
        addSubview(avatar)

        titleLabel.text = item.title
        titleLabel.font = .system(size: 16, weight: .medium)
        titleLabel.textColor = Palette.ink
        titleLabel.frame = CGRect(x: 72, y: 14, width: width - 88, height: 22)
        addSubview(titleLabel)

        subtitleLabel.text = item.subtitle
        subtitleLabel.font = .system(size: 14)
        subtitleLabel.textColor = Palette.secondaryInk
        subtitleLabel.frame = CGRect(x: 72, y: 38, width: width - 88, height: 20)
        addSubview(subtitleLabel)

        separator.frame = CGRect(x: 72, y: Self.height - 1, width: width - 72, height: 1)
        separator.backgroundColor = Palette.separator
        addSubview(separator)
    }

    let separator = ViewNode()

    /// Keeps the row's content inside its safe area (the landscape sensor housing), so the
    /// row's background still spans the full width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let left = safeAreaInsets.left, right = safeAreaInsets.right
        let width = bounds.width
        avatar.frame.origin.x = 16 + left
        titleLabel.frame = CGRect(x: 72 + left, y: 14, width: max(0, width - 88 - left - right), height: 22)
        subtitleLabel.frame = CGRect(x: 72 + left, y: 38, width: max(0, width - 88 - left - right), height: 20)
        separator.frame = CGRect(x: 72 + left, y: Self.height - 1, width: max(0, width - 72 - left), height: 1)
    }
}

/// The text of one list row.
public struct ListItem: Sendable, Hashable {
    /// First line.
    public var title: String
    /// Second line.
    public var subtitle: String

    /// Creates an item.
    public init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }

    /// The first letters of the first two words of the title.
    public var initials: String {
        String(title.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }

    /// A fixed, varied list of `count` inbox-style items.
    public static func sample(_ count: Int, topic: String = "inbox") -> [ListItem] {
        let names = [
            "Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra",
            "Barbara Liskov", "Donald Knuth", "Margaret Hamilton", "Dennis Ritchie", "Frances Allen",
            "Ken Thompson", "Radia Perlman",
        ]
        let lines = [
            "Notes on the analytical engine", "Compiler meeting moved to Thursday", "Re: the halting problem",
            "Trajectory numbers for the launch", "Go To statement considered harmful", "Substitution, revisited",
            "Chapter 7 proofs are ready", "Priority display review", "Pipes and filters", "Optimising loops",
            "Plan 9 build is green", "Spanning tree slides",
        ]
        return (0..<count).map { i in
            ListItem(title: names[i % names.count], subtitle: "\(topic.capitalized): \(lines[(i * 5) % lines.count])")
        }
    }
}
