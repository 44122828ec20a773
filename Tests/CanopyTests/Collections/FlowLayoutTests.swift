import Foundation
import Testing

@testable import Canopy

@Suite("Flow layout frames")
struct FlowLayoutTests {
    func metrics(vertical: Bool = true, inset: EdgeInsets = .zero, header: CGSize = .zero) -> FlowLayoutMetrics {
        FlowLayoutMetrics(vertical: vertical, lineSpacing: 10, interitemSpacing: 10, inset: inset, headerSize: header, footerSize: .zero)
    }

    @Test("Items fill a line while they fit with the least spacing, and a full line's leftover space is shared between its items")
    func justifiedLines() {
        // 375 wide: three 100-point items need 320, a fourth would need 430.
        let f = FlowLayoutFrames(counts: [7], crossExtent: 375, metrics: metrics()) { _ in CGSize(width: 100, height: 100) }
        let items = f.sections[0].items
        // Leftover 75 points shared by two gaps: 37.5 each.
        #expect(items[0...2].map(\.minX) == [0, 137.5, 275])
        #expect(items[0...2].map(\.minY) == [0, 0, 0])
        #expect(items[3].minY == 110)
        #expect(items[6] == CGRect(x: 137.5, y: 220, width: 100, height: 100))  // a lone item is centred
        #expect(f.contentSize == CGSize(width: 375, height: 320))
    }

    @Test("Section insets, headers and line spacing stack along the scroll axis")
    func insetsAndHeaders() {
        let inset = EdgeInsets(top: 5, left: 8, bottom: 7, right: 8)
        let f = FlowLayoutFrames(counts: [2, 1], crossExtent: 320, metrics: metrics(inset: inset, header: CGSize(width: 0, height: 30))) { _ in
            CGSize(width: 140, height: 50)
        }
        // Available 304: two 140-point items fit, 24 points apart.
        #expect(f.sections[0].header == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(f.sections[0].items == [CGRect(x: 8, y: 35, width: 140, height: 50), CGRect(x: 172, y: 35, width: 140, height: 50)])
        #expect(f.sections[1].header.minY == 92)
        #expect(f.sections[1].items == [CGRect(x: 90, y: 127, width: 140, height: 50)])
        #expect(f.contentSize.height == 184)
    }

    @Test("Items of a line of different heights are centred on the line, and the next line starts below the tallest")
    func mixedHeights() {
        let f = FlowLayoutFrames(counts: [3], crossExtent: 200, metrics: metrics()) { ip in
            CGSize(width: 95, height: ip.item == 0 ? 40 : 80)
        }
        #expect(f.sections[0].items[0].minY == 20)
        #expect(f.sections[0].items[2].minY == 90)
    }

    @Test("Horizontal scrolling stacks columns rightwards")
    func horizontal() {
        let f = FlowLayoutFrames(counts: [5], crossExtent: 230, metrics: metrics(vertical: false)) { _ in CGSize(width: 60, height: 100) }
        #expect(
            f.sections[0].items.map(\.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 130), CGPoint(x: 70, y: 0), CGPoint(x: 70, y: 130), CGPoint(x: 140, y: 65),
            ])
        #expect(f.contentSize == CGSize(width: 200, height: 230))
    }

    @Test("Non-finite or negative sizes count as zero, and an item wider than the line gets a line of its own")
    func badSizes() {
        let f = FlowLayoutFrames(counts: [3], crossExtent: 100, metrics: metrics()) { ip in
            ip.item == 0 ? CGSize(width: CGFloat.nan, height: -5) : CGSize(width: 300, height: 20)
        }
        #expect(f.sections[0].items[0].size == .zero)
        #expect(f.sections[0].lines.count == 3)
        #expect(f.sections[0].items[2].minX == 0)
    }

    @Test("Only the items whose lines meet a range are found")
    func itemsMeeting() {
        let f = FlowLayoutFrames(counts: [30], crossExtent: 375, metrics: metrics()) { _ in CGSize(width: 100, height: 100) }
        #expect(f.items(meeting: 220...330).map(\.item) == [6, 7, 8, 9, 10, 11])
    }
}
