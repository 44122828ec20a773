import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Windows, controllers and the status bar")
struct StatusBarRenderTests {
    let renderer = CairoRenderer()

    final class Screen: ViewControllerNode {
        var style: StatusBarStyle = .default
        var hidden = false
        var color: Color = .white
        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override func viewDidLoad() { view.backgroundColor = color }
    }

    func inkCount(_ b: Bitmap, in area: CGRect, where test: ([Int]) -> Bool) -> Int {
        var count = 0
        for y in Int(area.minY)..<Int(area.maxY) { for x in Int(area.minX)..<Int(area.maxX) where test(rgba(b, x, y)) { count += 1 } }
        return count
    }

    @Test("A window renders at its device scale with a dark status bar by default")
    func defaultStatusBar() throws {
        let screen = Screen()
        let bitmap = try renderer.render(screen, on: .iPhoneSE)
        #expect(bitmap.width == 750 && bitmap.height == 1334)
        // Clock at x 16…, battery right edge at 375 − 16 = 359 pt, both within the 20 pt bar.
        #expect(inkCount(bitmap, in: rect(32, 0, 80, 40)) { $0[0] < 100 } > 50)
        #expect(inkCount(bitmap, in: rect(670, 0, 48, 40)) { $0[0] < 100 } > 50)
        expectPixel(bitmap, 2 * 359 + 1, 20, white, tolerance: 0)
        expectPixel(bitmap, 2 * 359 - 1, 20, black, tolerance: 0)
        #expect(inkCount(bitmap, in: rect(0, 40, 750, 100)) { $0[0] < 250 } == 0)
    }

    @Test("Light content draws the status bar in white")
    func lightContent() throws {
        let screen = Screen()
        screen.style = .lightContent
        screen.color = .black
        let bitmap = try renderer.render(screen, on: .iPhone15)
        #expect(inkCount(bitmap, in: rect(48, 0, 240, 162)) { $0[0] > 200 } > 100)
    }

    @Test("Dark content draws the status bar in black, like the default")
    func darkContent() throws {
        let screen = Screen()
        screen.style = .darkContent
        let dark = try renderer.render(screen, on: .iPhoneSE)
        #expect(dark == (try renderer.render(Screen(), on: .iPhoneSE)))
    }

    @Test("The default style draws the status bar in white in dark mode, as UIKit's default adapts")
    func defaultInDarkMode() throws {
        let screen = Screen()
        screen.color = .black
        let window = WindowNode(device: .iPhoneSE)
        window.traitOverrides.userInterfaceStyle = .dark
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let bitmap = try renderer.render(window)
        #expect(inkCount(bitmap, in: rect(32, 0, 80, 40)) { $0[0] > 200 } > 50)
    }

    @Test("A hidden status bar paints nothing")
    func hiddenStatusBar() throws {
        let screen = Screen()
        screen.hidden = true
        let bitmap = try renderer.render(screen, on: .iPhoneSE)
        #expect(inkCount(bitmap, in: rect(0, 0, 750, 40)) { $0[0] < 250 } == 0)
    }

    @Test("Rendering a plain view of a window draws no status bar")
    func viewRenderHasNoStatusBar() throws {
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = Screen()
        window.makeKeyAndVisible()
        let asView = try renderer.render(window as ViewNode, scale: 1)
        #expect(inkCount(asView, in: rect(0, 0, 375, 20)) { $0[0] < 250 } == 0)
    }
}
