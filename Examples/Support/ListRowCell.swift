import Canopy
import Foundation

/// A reusable table cell of the example lists: avatar, title and subtitle, 72 points tall.
///
/// The cell's separator starts under the text, 72 points past the avatar, measured from the
/// safe area so it stays under the text in landscape.
public final class ListRowCell: TableCellNode {
    /// Height of a row in points: a 40-point avatar with 16 points above and below.
    public static let height: CGFloat = 72

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
        separatorInset = EdgeInsets(top: 0, left: Self.textInset, bottom: 0, right: 0)
    }

    /// Where the text starts, in points from the safe area's leading edge: past the avatar.
    static let textInset: CGFloat = 72

    /// Shows `item`; `index` picks the avatar colour.
    public func configure(with item: ListItem, index: Int) {
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle
        avatar.fill = Palette.avatars[index % Palette.avatars.count]
        avatar.initials = item.initials
        accessibilityIdentifier = "row-\(index)"
    }

    /// Places the avatar and the two lines inside the safe area (the landscape sensor
    /// housing), so the row's background still spans the full width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let left = safeAreaInsets.left, right = safeAreaInsets.right
        let width = bounds.width
        avatar.frame = CGRect(x: 16 + left, y: 16, width: 40, height: 40)
        titleLabel.frame = CGRect(x: 72 + left, y: 14, width: max(0, width - 88 - left - right), height: 22)
        subtitleLabel.frame = CGRect(x: 72 + left, y: 38, width: max(0, width - 88 - left - right), height: 20)
        separatorInset = EdgeInsets(top: 0, left: Self.textInset + left, bottom: 0, right: 0)
    }
}
