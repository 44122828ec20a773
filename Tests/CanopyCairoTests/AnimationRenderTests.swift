import Canopy
import CanopyCairo
import Foundation
import Testing

/// The renderer draws views where their animations put them, not where the model is.
@Suite("Rendering views mid-animation")
struct AnimationRenderTests {
    let renderer = CairoRenderer()

    /// The bytes of one pixel.
    func bytes(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let c = bitmap[x: x, y: y]
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    /// A white 40×10 window holding a black 10×10 square at the left.
    func scene() -> (WindowNode, ViewNode) {
        let window = WindowNode(size: CGSize(width: 40, height: 10))
        window.backgroundColor = .white
        let square = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .black
        window.addSubview(square)
        window.makeKeyAndVisible()
        return (window, square)
    }

    @Test("A square moving right is drawn half-way at half time, and at its model place at the end")
    func movingSquare() throws {
        let (window, square) = scene()
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 30 })
        window.clock.advance(by: 0.5)
        let midway = try renderer.render(window)
        #expect(bytes(midway, 2, 5) == [255, 255, 255, 255])
        #expect(bytes(midway, 17, 5) == [0, 0, 0, 255])
        _ = window.clock.runUntilIdle()
        let end = try renderer.render(window)
        #expect(bytes(end, 17, 5) == [255, 255, 255, 255])
        #expect(bytes(end, 35, 5) == [0, 0, 0, 255])
    }

    @Test("A square fading out is drawn at its animated opacity")
    func fadingSquare() throws {
        let (window, square) = scene()
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.alpha = 0 })
        window.clock.advance(by: 0.5)
        let midway = try renderer.render(window)
        // Half of black over white: 127 or 128 depending on cairo's rounding.
        #expect(bytes(midway, 5, 5).prefix(3).allSatisfy { (127...128).contains($0) })
        #expect(bytes(midway, 5, 5)[3] == 255)
    }
}
