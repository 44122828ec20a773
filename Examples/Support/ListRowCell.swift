import Canopy
import Foundation

/// A reusable table cell drawn like `RowNode`: avatar, title and subtitle, 72 points tall.
///
/// The table's own separators are inset to the text, 72 points, as the row's hairline is.
public final class ListRowCell: TableCellNode {
    /// The avatar.
    public let avatar = AvatarNode()
    /// The title label.
    public let titleLabel = LabelNode()
    /// The secondary line.
    public let subtitleLabel = LabelNode()

    /// Creates an empty row; `configure(with:index:)` fills it.
    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = Palette.surface
        titleLabel.font = .system(size: 16, weight: .medium)
        titleLabel.textColor = Palette.ink
        subtitleLabel.font = .system(size: 14)
        subtitleLabel.textColor = Palette.secondaryInk
        contentView.addSubview(avatar)
        contentView.addSubview(titleLabel)
        contentView.addSubview(subtitleLabel)
        separatorInset = EdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
    }

    /// Shows `item`; `index` picks the avatar colour.
    public func configure(with item: ListItem, index: Int) {
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle
        avatar.fill = Palette.avatars[index % Palette.avatars.count]
        avatar.initials = item.initials
        accessibilityIdentifier = "row-\(index)"
    }

    /// Places the avatar and the two lines inside the safe area, as `RowNode` does.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let left = safeAreaInsets.left, right = safeAreaInsets.right
        let width = bounds.width
        avatar.frame = CGRect(x: 16 + left, y: 16, width: 40, height: 40)
        titleLabel.frame = CGRect(x: 72 + left, y: 14, width: max(0, width - 88 - left - right), height: 22)
        subtitleLabel.frame = CGRect(x: 72 + left, y: 38, width: max(0, width - 88 - left - right), height: 20)
    }
}
