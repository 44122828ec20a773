import Canopy
import Foundation
import Testing

/// Records styled text and filled rectangles drawn through the canvas protocol.
final class StyledRecordingCanvas: Canvas {
    struct Text: Equatable {
        var text: String
        var origin: CGPoint
        var font: Font
        var color: Color
        var kern: CGFloat
    }
    var texts: [Text] = []
    var fills: [(CGRect, Color)] = []
    let scale: CGFloat = 1
    let textMetrics: any TextMetrics = FixedTextMetrics()
    func saveState() {}
    func restoreState() {}
    func translate(dx: CGFloat, dy: CGFloat) {}
    func concatenate(_ transform: AffineTransform) {}
    func clip(to path: Path, rule: FillRule) {}
    func fill(_ path: Path, color: Color, rule: FillRule) { fills.append((Self.bounds(of: path), color)) }
    /// The rectangle spanned by a path's move and line points (labels fill rectangles).
    static func bounds(of path: Path) -> CGRect {
        let points = path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let point), .line(let point): point
            default: nil
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    func stroke(_ path: Path, color: Color, lineWidth: CGFloat) {}
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color) {
        texts.append(Text(text: text, origin: origin, font: font, color: color, kern: 0))
    }
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color, kern: CGFloat) {
        texts.append(Text(text: text, origin: origin, font: font, color: color, kern: kern))
    }
    func drawImage(_ source: ImageSource, in rect: CGRect, tintColor: Color?) {}
}

/// Attributed labels with fixed metrics (each character 0.5 × size wide, lines 1.2 × size
/// tall, ascent 0.9 × size): exact sizes, positions and styles, no pixels.
@Suite("Attributed labels")
struct AttributedLabelTests {
    static let body = Font.system(size: 10)
    static let bold = Font.system(size: 20, weight: .bold)

    func label(_ string: NSAttributedString, lines: Int = 0) -> LabelNode {
        let label = LabelNode()
        label.font = Self.body
        label.textMetrics = FixedTextMetrics()
        label.numberOfLines = lines
        label.attributedText = string
        return label
    }

    func paragraph(_ configure: (MutableParagraphStyle) -> Void) -> ParagraphStyle {
        let style = MutableParagraphStyle()
        configure(style)
        return style
    }

    @Test("Setting attributed text sets the text, and setting text drops the styles")
    func textAndAttributedTextReplaceEachOther() {
        let label = LabelNode()
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: Self.bold])
        #expect(label.text == "Hi")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font == Self.bold)
        label.text = "Yo"
        #expect(label.attributedText?.string == "Yo")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font == label.font)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test("A string with a different paragraph style per paragraph is copied into the label and each paragraph keeps its own")
    func paragraphStylesSurviveCopying() {
        let string = NSMutableAttributedString(string: "aa\n", attributes: [.paragraphStyle: paragraph { $0.alignment = .right }])
        string.append(NSAttributedString(string: "bb\n", attributes: [.paragraphStyle: paragraph { $0.alignment = .center }]))
        string.append(NSAttributedString(string: "cc", attributes: [.paragraphStyle: paragraph { $0.firstLineHeadIndent = 4 }]))
        let label = label(string)
        string.append(NSAttributedString(string: " changed later"))
        #expect(label.text == "aa\nbb\ncc")
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 36)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.texts.map(\.origin.x) == [30, 15, 4])
    }

    @Test("A run in a larger font widens its line and makes it as tall as its own font")
    func mixedFontsSizeTheLine() {
        let string = NSMutableAttributedString(string: "ab")
        string.append(NSAttributedString(string: "CD", attributes: [.font: Self.bold]))
        let label = label(string)
        // 2 × 5 + 2 × 10 wide; ascent max(9, 18), descent max(3, 6).
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 24))
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 24)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.texts.map(\.text) == ["ab", "CD"])
        #expect(canvas.texts.map(\.origin) == [CGPoint(x: 0, y: 18), CGPoint(x: 10, y: 18)])
        #expect(canvas.texts.map(\.font) == [Self.body, Self.bold])
        #expect(label.firstBaseline == 18)
    }

    @Test("Runs without a font or colour take the label's, and a link without a colour takes the link colour")
    func labelPropertiesFillMissingAttributes() {
        let string = NSMutableAttributedString(string: "see ")
        string.append(NSAttributedString(string: "docs", attributes: [.link: URL(fileURLWithPath: "/docs")]))
        string.append(NSAttributedString(string: "!", attributes: [.foregroundColor: Color.red]))
        let label = label(string)
        label.textColor = .blue
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 12)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.texts.map(\.color) == [.blue, .link, .red])
        #expect(canvas.texts.allSatisfy { $0.font == Self.body })
    }

    @Test("Kern adds its points after every character, in measuring and in drawing")
    func kernWidensRuns() {
        let string = NSMutableAttributedString(string: "abc", attributes: [.kern: 2.0])
        string.append(NSAttributedString(string: "d"))
        let label = label(string)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)).width == 26)
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 12)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.texts.map(\.kern) == [2, 0])
        #expect(canvas.texts[1].origin.x == 21)
    }

    @Test("Baseline offset raises a run and the line grows to hold it")
    func baselineOffsetRaisesRun() {
        let string = NSMutableAttributedString(string: "x")
        string.append(NSAttributedString(string: "2", attributes: [.baselineOffset: 4]))
        let label = label(string)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)).height == 16)
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 16)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.texts.map(\.origin.y) == [13, 9])
    }

    @Test("Line spacing separates lines and paragraph spacing separates paragraphs")
    func lineAndParagraphSpacing() {
        let style = paragraph {
            $0.lineSpacing = 4
            $0.paragraphSpacing = 10
        }
        let label = label(NSAttributedString(string: "aaa bbb\nccc", attributes: [.paragraphStyle: style]))
        // Lines of 12 at width 20: "aaa" | 4 | "bbb" | 4 + 10 | "ccc".
        #expect(label.sizeThatFits(CGSize(width: 20, height: 1000)) == CGSize(width: 15, height: 54))
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 54)
        #expect(label.firstBaseline == 9)
        #expect(label.lastBaseline == 51)
    }

    @Test("Line height multiple scales each line and the minimum and maximum clamp it")
    func lineHeights() {
        let doubled = label(NSAttributedString(string: "a\nb", attributes: [.paragraphStyle: paragraph { $0.lineHeightMultiple = 2 }]))
        #expect(doubled.sizeThatFits(CGSize(width: 100, height: 1000)).height == 48)
        let clamped = label(
            NSAttributedString(
                string: "a\nb",
                attributes: [
                    .paragraphStyle: paragraph {
                        $0.lineHeightMultiple = 2
                        $0.maximumLineHeight = 20
                    }
                ]))
        #expect(clamped.sizeThatFits(CGSize(width: 100, height: 1000)).height == 40)
        let tall = label(NSAttributedString(string: "a", attributes: [.paragraphStyle: paragraph { $0.minimumLineHeight = 30 }]))
        tall.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        // The extra room is above the text: the baseline sits a descent above the bottom.
        #expect(tall.firstBaseline == 27)
    }

    @Test("The first line takes the first-line head indent, later lines the head indent, and the tail indent narrows them")
    func indents() {
        let style = paragraph {
            $0.firstLineHeadIndent = 10
            $0.headIndent = 20
            $0.tailIndent = -5
        }
        let label = label(NSAttributedString(string: "aaaa bbbb", attributes: [.paragraphStyle: style]))
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 24)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        // Room: 50 − 5 − 10 = 35 for "aaaa" (20), not "aaaa bbbb" (45).
        #expect(canvas.texts.map(\.text) == ["aaaa", "bbbb"])
        #expect(canvas.texts.map(\.origin.x) == [10, 20])
    }

    @Test("Centred, right and justified paragraphs place their lines within the width")
    func alignment() {
        func origins(_ alignment: TextAlignment) -> [CGFloat] {
            let label = label(NSAttributedString(string: "aa b cc dd", attributes: [.paragraphStyle: paragraph { $0.alignment = alignment }]))
            label.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
            let canvas = StyledRecordingCanvas()
            label.draw(in: canvas)
            return canvas.texts.map(\.origin.x)
        }
        // "aa b cc" is 35 wide at width 40; "dd" is 10.
        #expect(origins(.center) == [2.5, 15])
        #expect(origins(.right) == [5, 30])
        // Justified: the 5 spare points share the two spaces; the last line stays left.
        #expect(origins(.justified) == [0, 17.5, 30, 0])
    }

    @Test("A truncated attributed line ends in an ellipsis styled like the text it replaces")
    func truncation() {
        let string = NSMutableAttributedString(string: "abcd")
        string.append(NSAttributedString(string: "efghij", attributes: [.foregroundColor: Color.red]))
        let label = label(string, lines: 1)
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 12)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.texts.map(\.text) == ["abcd", "efg", "…"])
        #expect(canvas.texts.last?.color == .red)
    }

    @Test("A label too short for every line keeps the lines that fit and truncates the last")
    func heightLimitsLines() {
        let label = label(NSAttributedString(string: "aaa bbb ccc"))
        label.frame = CGRect(x: 0, y: 0, width: 20, height: 25)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.texts.map(\.text) == ["aaa", "bbb", "…"])
    }

    @Test("Underline, strikethrough and background fill where their runs are")
    func decorations() {
        let string = NSMutableAttributedString(string: "ab")
        string.append(
            NSAttributedString(
                string: "cd",
                attributes: [
                    .underlineStyle: UnderlineStyle.single.rawValue, .strikethroughStyle: UnderlineStyle.double,
                    .strikethroughColor: Color.red, .backgroundColor: Color.green,
                ]))
        let label = label(string)
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 12)
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        let fills = canvas.fills
        #expect(fills.count == 4)
        #expect(fills.first?.0 == CGRect(x: 10, y: 0, width: 10, height: 12))
        #expect(fills.first?.1 == .green)
        #expect(fills.dropFirst().allSatisfy { $0.0.minX == 10 && $0.0.width == 10 })
        #expect(fills.filter { $0.1 == .red }.count == 2)
    }
}
