import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import Testing

/// PNG goldens of attributed labels: runs of their own font, colour, kern, decorations and
/// baseline, and paragraphs with their own spacing and indents (scale 2).
@Suite("Attributed text snapshots")
struct AttributedTextSnapshotTests {
    /// A white stage holding `labels` top to bottom, each on a light band so its bounds show.
    func stage(width: CGFloat = 320, _ labels: [LabelNode]) -> ViewNode {
        var y: CGFloat = 8
        for label in labels {
            label.backgroundColor = Color(hex: 0xF2F2F7)
            let size = label.sizeThatFits(CGSize(width: width - 16, height: .infinity))
            label.frame = CGRect(x: 8, y: y, width: width - 16, height: size.height)
            y += size.height + 8
        }
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: width, height: y))
        root.backgroundColor = .white
        for label in labels { root.addSubview(label) }
        return root
    }

    func label(_ string: NSAttributedString) -> LabelNode {
        let label = LabelNode(frame: .zero)
        label.font = .system(size: 15)
        label.numberOfLines = 0
        label.attributedText = string
        return label
    }

    @Test("Runs in a paragraph: a bold run, a coloured count, an underlined link, strikethrough, kern and a raised run")
    func runs() {
        let body = Font.system(size: 15)
        let paragraph = NSMutableAttributedString(string: "Your order of ")
        paragraph.append(NSAttributedString(string: "three books", attributes: [.font: Font.system(size: 15, weight: .bold)]))
        paragraph.append(NSAttributedString(string: " shipped. "))
        paragraph.append(
            NSAttributedString(string: "12", attributes: [.foregroundColor: Color.systemRed, .font: Font.system(size: 15, weight: .semibold)]))
        paragraph.append(NSAttributedString(string: " new messages. Read the "))
        paragraph.append(
            NSAttributedString(
                string: "delivery terms",
                attributes: [.link: URL(string: "https://example.com/terms")!, .underlineStyle: UnderlineStyle.single.rawValue]))
        paragraph.append(NSAttributedString(string: "."))
        let price = NSMutableAttributedString(string: "Was ")
        price.append(
            NSAttributedString(string: "$24.99", attributes: [.strikethroughStyle: UnderlineStyle.single.rawValue, .foregroundColor: Color.gray]))
        price.append(NSAttributedString(string: " now $19.99", attributes: [.font: Font.system(size: 15, weight: .semibold)]))
        let spaced = NSMutableAttributedString(string: "TRACKING", attributes: [.kern: 4.0, .font: Font.system(size: 13, weight: .medium)])
        spaced.append(NSAttributedString(string: "  x"))
        spaced.append(NSAttributedString(string: "2", attributes: [.baselineOffset: 6.0, .font: Font.system(size: 10)]))
        spaced.append(NSAttributedString(string: " H"))
        spaced.append(NSAttributedString(string: "2", attributes: [.baselineOffset: -3.0, .font: Font.system(size: 10)]))
        spaced.append(NSAttributedString(string: "O", attributes: [.font: body]))
        let decorated = NSMutableAttributedString(string: "thick", attributes: [.underlineStyle: UnderlineStyle.thick.rawValue])
        decorated.append(
            NSAttributedString(string: " double", attributes: [.underlineStyle: UnderlineStyle.double.rawValue, .underlineColor: Color.systemBlue]))
        decorated.append(NSAttributedString(string: " highlighted", attributes: [.backgroundColor: Color.yellow]))
        assertSnapshot(of: stage([label(paragraph), label(price), label(spaced), label(decorated)]), scale: 2)
    }

    @Test("Paragraph styles: line spacing, paragraph spacing, indents and each alignment")
    func paragraphs() {
        func style(_ configure: (MutableParagraphStyle) -> Void) -> ParagraphStyle {
            let style = MutableParagraphStyle()
            configure(style)
            return style
        }
        let text = "Canopy lays out attributed text with the engine that draws it, so each line is as wide as measured."
        let spaced = NSMutableAttributedString(
            string: text + "\n",
            attributes: [
                .paragraphStyle: style {
                    $0.lineSpacing = 6
                    $0.paragraphSpacing = 12
                    $0.firstLineHeadIndent = 24
                    $0.headIndent = 8
                    $0.tailIndent = -16
                }
            ])
        spaced.append(
            NSAttributedString(
                string: "A second paragraph after twelve points, its lines six apart.", attributes: [.paragraphStyle: style { $0.lineSpacing = 6 }]))
        let tall = NSAttributedString(
            string: "Line height multiple 1.5 puts the extra room above each line.",
            attributes: [.paragraphStyle: style { $0.lineHeightMultiple = 1.5 }])
        let labels =
            [spaced, tall]
            + [TextAlignment.center, .right, .justified].map { alignment in
                NSAttributedString(string: "Aligned \(alignment): " + text, attributes: [.paragraphStyle: style { $0.alignment = alignment }])
            }
        assertSnapshot(of: stage(labels.map(label)), scale: 2)
    }

    @Test("An attributed label truncates its last line with an ellipsis in the style of the text it replaces")
    func truncation() {
        let string = NSMutableAttributedString(string: "Bold start ", attributes: [.font: Font.system(size: 15, weight: .bold)])
        string.append(
            NSAttributedString(
                string: "then a long red tail that cannot fit on two lines of this narrow label", attributes: [.foregroundColor: Color.systemRed]))
        let head = label(string)
        head.numberOfLines = 2
        let middle = label(string)
        middle.numberOfLines = 1
        middle.lineBreakMode = .byTruncatingMiddle
        assertSnapshot(of: stage(width: 220, [head, middle]), scale: 2)
    }
    /// Each sample in natural, left-to-right and right-to-left paragraphs, numbered 1, 2, 3 in
    /// grey (numbers and punctuation are not strong, so natural still follows the sample).
    @Test("Base writing direction: Hebrew and Arabic with Latin and numbers, natural, left to right and right to left")
    func baseWritingDirection() {
        let samples = ["Order 42 הזמנה שלך 1,250 ₪ is ready", "الطلب رقم 42 من Canopy جاهز الآن"]
        var labels: [LabelNode] = []
        for text in samples {
            for (number, direction) in [WritingDirection.natural, .leftToRight, .rightToLeft].enumerated() {
                let style = MutableParagraphStyle()
                style.baseWritingDirection = direction
                let string = NSMutableAttributedString(
                    string: "\(number + 1) · ", attributes: [.foregroundColor: Color.gray, .paragraphStyle: style])
                string.append(NSAttributedString(string: text, attributes: [.paragraphStyle: style]))
                labels.append(label(string))
            }
        }
        assertSnapshot(of: stage(labels), scale: 2)
    }
}
