import Canopy
import Foundation

/// A reusable table cell of the example lists: avatar, title and subtitle, 72 points tall.
///
/// Lays its content out in `contentView`, which the table keeps inside the safe area in
/// landscape, so the row's background still spans the full width. The separator starts under
/// the text when the table measures separator insets `fromAutomaticInsets`.
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
        separatorInset = EdgeInsets(top: 0, left: Self.textInset - Self.margin, bottom: 0, right: 0)
    }

    /// Where the text starts, in points from the content view's leading edge: past the avatar.
    static let textInset: CGFloat = 72
    /// The leading margin before the avatar, in points: the cell's standard 16-point margin,
    /// from which `fromAutomaticInsets` separator insets are measured.
    static let margin: CGFloat = 16

    /// Shows `item`; `index` picks the avatar colour.
    public func configure(with item: ListItem, index: Int) {
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle
        avatar.fill = Palette.avatars[index % Palette.avatars.count]
        avatar.initials = item.initials
        accessibilityIdentifier = "row-\(index)"
    }

    /// Places the avatar and the two lines in the content view.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let textWidth = max(0, contentView.bounds.width - Self.textInset - Self.margin)
        avatar.frame = CGRect(x: Self.margin, y: 16, width: 40, height: 40)
        titleLabel.frame = CGRect(x: Self.textInset, y: 14, width: textWidth, height: 22)
        subtitleLabel.frame = CGRect(x: Self.textInset, y: 38, width: textWidth, height: 20)
    }
}
