import Canopy
import CanopyCairo
import Foundation
import Testing

/// Dynamic colours resolve at draw time against the traits of the node being drawn.
@Suite("Rendering dynamic colours")
struct DynamicColorRenderTests {
    let renderer = CairoRenderer()

    /// A view that fills its bounds from `draw(in:)` with a colour given to the canvas.
    final class FillingView: ViewNode {
        var fill: Color = .label
        override func draw(in canvas: Canvas) { canvas.fill(bounds, color: fill) }
    }

    /// The bytes of one pixel.
    func bytes(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let c = bitmap[x: x, y: y]
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    /// A scale-1 window holding a background view (left half) and a drawing view (right half).
    func scene(style: UserInterfaceStyle, pinnedLight: Bool = false) -> (WindowNode, ViewNode, FillingView) {
        let window = WindowNode(size: CGSize(width: 20, height: 10))
        window.traitOverrides.userInterfaceStyle = style
        let background = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        background.backgroundColor = .systemBackground
        background.borderColor = .systemBlue
        let drawing = FillingView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        if pinnedLight { drawing.traitOverrides.userInterfaceStyle = .light }
        window.addSubview(background)
        window.addSubview(drawing)
        window.makeKeyAndVisible()
        return (window, background, drawing)
    }

    @Test("Backgrounds, borders and drawn fills take their dark values in a dark window")
    func darkWindow() throws {
        let (window, background, _) = scene(style: .dark)
        background.borderWidth = 1
        let bitmap = try renderer.render(window)
        #expect(bytes(bitmap, 5, 5) == [0, 0, 0, 255])
        #expect(bytes(bitmap, 0, 5) == [10, 132, 255, 255])
        #expect(bytes(bitmap, 15, 5) == [255, 255, 255, 255])
    }

    @Test("The same tree draws its light values once the style changes back, without rebuilding")
    func styleChangeRedraws() throws {
        let (window, _, _) = scene(style: .dark)
        window.traitOverrides.userInterfaceStyle = .light
        let bitmap = try renderer.render(window)
        #expect(bytes(bitmap, 5, 5) == [255, 255, 255, 255])
        #expect(bytes(bitmap, 15, 5) == [0, 0, 0, 255])
    }

    @Test("A node that overrides the style draws with its own traits, not the window's")
    func perNodeTraits() throws {
        let (window, _, _) = scene(style: .dark, pinnedLight: true)
        let bitmap = try renderer.render(window)
        #expect(bytes(bitmap, 5, 5) == [0, 0, 0, 255])
        #expect(bytes(bitmap, 15, 5) == [0, 0, 0, 255])
    }

    @Test("Increased contrast draws the high-contrast variant")
    func highContrast() throws {
        let (window, _, drawing) = scene(style: .light)
        window.traitOverrides.accessibilityContrast = .high
        drawing.fill = .systemRed
        let bitmap = try renderer.render(window)
        #expect(bytes(bitmap, 15, 5) == [215, 0, 21, 255])
    }
}
