import Canopy
import CanopyCairo
import Foundation
import Testing

/// The renderer walks the tree with an explicit stack, so depth is no limit.
@Suite("Deep tree rendering")
struct DeepTreeRenderTests {
    @Test("A 100,000-deep chain renders, its deepest view painted where the chain places it", .timeLimit(.minutes(1)))
    func rendersDeepChain() throws {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        root.backgroundColor = .white
        var parent = root
        for i in 0..<100_000 {
            // The chain steps one point right in its last four views only.
            let child = ViewNode(frame: CGRect(x: i >= 99_996 ? 1 : 0, y: 0, width: 8, height: 4))
            parent.addSubview(child)
            parent = child
        }
        parent.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let bitmap = try CairoRenderer().render(root)
        #expect(bitmap.width == 8 && bitmap.height == 4)
        // Four steps of one point: the deepest view covers x = 4..<8, white shows left of it.
        #expect(bitmap.rgba(x: 4, y: 1).map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
        #expect(bitmap.rgba(x: 7, y: 3).map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
        #expect(bitmap.rgba(x: 3, y: 1).map { [$0.red, $0.green, $0.blue] } == [255, 255, 255])
    }

    /// Draws a rectangle at a NaN position.
    final class Broken: ViewNode {
        override func draw(in canvas: Canvas) {
            canvas.fill(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), color: .red)
        }
    }

    @Test("A non-finite drawing deep in a chain fails the render, naming the node", .timeLimit(.minutes(1)))
    func reportsDeepProblem() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        var parent = root
        for _ in 0..<100_000 {
            let child = ViewNode(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
            parent.addSubview(child)
            parent = child
        }
        let broken = Broken(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        broken.accessibilityIdentifier = "deepest"
        parent.addSubview(broken)
        #expect {
            _ = try CairoRenderer().render(root)
        } throws: { error in
            "\(error)".contains("deepest")
        }
    }
}
