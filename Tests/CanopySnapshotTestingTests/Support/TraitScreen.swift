import Canopy
import Foundation

/// A settings-style screen built with constraints, a stack and Dynamic Type labels, so one
/// screen shows text size, direction and style: a large title, a row of a coloured tile, a
/// label and a trailing value, a wrapping paragraph and a caption.
final class TraitScreenController: ViewControllerNode {
    /// The screen's words in one language.
    struct Words {
        var title, row, value, paragraph, caption: String

        static let english = Words(
            title: "Settings", row: "Notifications", value: "On",
            paragraph: "Alerts, sounds and badges for every app, with a summary each morning.",
            caption: "Changes apply to this device only.")
        static let arabic = Words(
            title: "الإعدادات", row: "الإشعارات", value: "مفعّل",
            paragraph: "التنبيهات والأصوات والشارات لكل تطبيق، مع ملخص كل صباح.",
            caption: "تنطبق التغييرات على هذا الجهاز فقط.")
    }

    let words: Words

    init(_ words: Words = .english) {
        self.words = words
        super.init()
    }

    private func label(_ text: String, _ style: Font.TextStyle, color: Color = .label, lines: Int = 1) -> LabelNode {
        let label = LabelNode()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.numberOfLines = lines
        return label
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 12)

        let tile = TileView()
        tile.backgroundColor = .systemBlue
        tile.cornerRadius = 8
        let name = label(words.row, .body)
        let value = label(words.value, .body, color: .secondaryLabel)
        // The name gives way first when the text is too large for the row.
        name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let row = StackNode(arrangedSubviews: [tile, name, value])
        row.spacing = 12
        row.alignment = .center
        row.backgroundColor = .secondarySystemGroupedBackground
        row.cornerRadius = 10
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 16)
        row.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)

        // Wrapping labels measure at the column's width: the screen's 393 points less the margins.
        let paragraph = label(words.paragraph, .body, lines: 0)
        paragraph.preferredMaxLayoutWidth = 361
        let caption = label(words.caption, .footnote, color: .secondaryLabel, lines: 0)
        caption.preferredMaxLayoutWidth = 361
        let column = StackNode(arrangedSubviews: [label(words.title, .largeTitle), row, paragraph, caption])
        column.axis = .vertical
        column.spacing = 16
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
    }
}

/// A 30-point square by its intrinsic size.
private final class TileView: ViewNode {
    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 30) }
}

/// A window of `device` showing a new trait screen, laid out.
func traitScreenWindow(_ words: TraitScreenController.Words = .english, on device: DeviceProfile = .iPhone15) -> WindowNode {
    let window = WindowNode(device: device)
    window.rootViewController = TraitScreenController(words)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}
