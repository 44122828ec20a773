import Canopy
import Foundation
import Testing

private func label(_ text: String, size: CGFloat) -> LabelNode {
    let label = LabelNode()
    label.textMetrics = FixedTextMetrics()
    label.font = .system(size: size)
    label.text = text
    return label
}

@Suite("Margins, readable width and baselines")
struct MarginsAndBaselinesTests {
    @Test("Directional margins set the left and right layout margins and the guide follows")
    func directionalMargins() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.insetsLayoutMarginsFromSafeArea = false
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 6, trailing: 12)
        #expect(root.layoutMargins == EdgeInsets(top: 4, left: 20, bottom: 6, right: 12))
        let child = ViewNode()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let guide = root.layoutMarginsGuide
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 4, width: 288, height: 90))
    }

    @Test("The readable content guide caps the width on a wide view and centres it")
    func readableContentGuide() {
        for (width, expected) in [(320.0, CGRect(x: 8, y: 8, width: 304, height: 84)), (1024, CGRect(x: 176, y: 8, width: 672, height: 84))] {
            let root = ViewNode(frame: CGRect(x: 0, y: 0, width: width, height: 100))
            let child = ViewNode()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let guide = root.readableContentGuide
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                child.topAnchor.constraint(equalTo: guide.topAnchor),
                child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            root.layoutIfNeeded()
            #expect(child.frame == expected)
        }
    }

    @Test("Labels of different fonts line up their first baselines in a row")
    func firstBaselinesAcrossFonts() {
        let small = label("small", size: 10), big = label("big", size: 20)
        let row = StackNode(arrangedSubviews: [small, big])
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        row.alignment = .firstBaseline
        row.layoutIfNeeded()
        // Ascent is 0.9 × the font size: 9 and 18, so the small label starts 9 lower.
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY == 9)
        #expect(small.frame.minY + 9 == big.frame.minY + 18)
    }

    @Test("Labels of different fonts line up their last baselines at the bottom of a row")
    func lastBaselinesAcrossFonts() {
        let small = label("small", size: 10), big = label("big", size: 20)
        let row = StackNode(arrangedSubviews: [small, big])
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        row.alignment = .lastBaseline
        row.layoutIfNeeded()
        // Below the baseline: 0.3 × the font size, 3 and 6 points.
        #expect(big.frame.maxY == 50)
        #expect(small.frame.maxY - 3 == big.frame.maxY - 6)
    }

    @Test("A view's first baseline anchor is its bottom when it has no text")
    func baselineOfPlainView() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = ViewNode(frame: CGRect(x: 0, y: 10, width: 20, height: 30))
        root.addSubview(box)
        let text = label("a", size: 10)
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        LayoutConstraint.activate([
            text.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
            text.leftAnchor.constraint(equalTo: box.rightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 20, y: 31, width: 5, height: 12))
    }
}
