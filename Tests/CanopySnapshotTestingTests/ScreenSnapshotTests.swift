import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import Testing

/// Whole-screen goldens: windows and controllers on devices, with the status bar.
@Suite("Screen snapshots")
struct ScreenSnapshotTests {
    /// A screen with a coloured top bar, a card and a label, and configurable status bar.
    final class DemoScreen: ViewControllerNode {
        var style: StatusBarStyle = .default
        var hidden = false
        var barColor = Color(hex: 0xF2F2F7)
        var screenTitle = "Inbox"

        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }

        let bar = ViewNode()
        let titleLabel = LabelNode()
        let card = ViewNode()
        let body = LabelNode()

        override func viewDidLoad() {
            view.backgroundColor = .white
            bar.backgroundColor = barColor
            titleLabel.text = screenTitle
            titleLabel.font = .system(size: 28, weight: .bold)
            titleLabel.textColor = style == .lightContent ? .white : .black
            card.backgroundColor = Color(hex: 0xF2F2F7)
            card.cornerRadius = 12
            body.numberOfLines = 0
            body.font = .system(size: 15)
            body.text = "Snapshots render the whole window at the device scale, status bar included."
            view.addSubview(bar)
            bar.addSubview(titleLabel)
            view.addSubview(card)
            card.addSubview(body)
        }

        override func viewDidLayoutSubviews() {
            let safe = view.safeAreaInsets
            let width = view.bounds.width
            bar.frame = CGRect(x: 0, y: 0, width: width, height: safe.top + 52)
            titleLabel.frame = CGRect(x: 16 + safe.left, y: safe.top + 8, width: width - 32 - safe.left - safe.right, height: 36)
            card.frame = CGRect(x: 16 + safe.left, y: bar.frame.maxY + 16, width: width - 32 - safe.left - safe.right, height: 88)
            body.frame = card.bounds.insetBy(dx: 12, dy: 8)
        }
    }

    @Test("iPhone SE with the default dark status bar")
    func iPhoneSEDefault() {
        assertSnapshot(of: DemoScreen(), on: .iPhoneSE)
    }

    @Test("iPhone 15 with light status-bar content over a dark bar")
    func iPhone15LightContent() {
        let screen = DemoScreen()
        screen.style = .lightContent
        screen.barColor = Color(hex: 0x1C1C1E)
        assertSnapshot(of: screen, on: .iPhone15)
    }

    @Test("iPhone SE with the status bar hidden")
    func iPhoneSEStatusBarHidden() {
        let screen = DemoScreen()
        screen.hidden = true
        assertSnapshot(of: screen, on: .iPhoneSE)
    }

    @Test("iPhone 15 landscape: no status bar, side safe areas")
    func iPhone15Landscape() {
        assertSnapshot(of: DemoScreen(), on: .iPhone15Landscape)
    }

    @Test("A window rendered directly on an iPad popover")
    func iPadPopoverWindow() {
        let window = WindowNode(device: .iPadPopover)
        window.rootViewController = DemoScreen()
        window.makeKeyAndVisible()
        assertSnapshot(of: window)
    }
}
