import Canopy
import Foundation
import Testing

@Suite("Labels with hostile text")
struct LabelHostileTextTests {
    @Test(
        "A megabyte label, ten thousand combining marks and broken surrogates measure and draw without crashing or hanging",
        .timeLimit(.minutes(1)))
    func hostileLabels() {
        let megabyte = String(repeating: "Settings and privacy ", count: 50_000)
        let marks = "e" + String(repeating: "\u{301}", count: 10_000)
        let broken = String(decoding: [0x61, 0xD800, 0x62, 0xDC00] as [UInt16], as: UTF16.self)
        for (text, lines) in [(megabyte, 1), (megabyte, 3), (marks, 0), (broken, 0)] {
            let label = LabelNode(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            label.text = text
            label.numberOfLines = lines
            let size = label.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity))
            label.draw(in: RecordingCanvas())
            #expect(size.width > 0 && size.height > 0)
        }
    }
}
