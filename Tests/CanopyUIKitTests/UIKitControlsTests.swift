import CanopyUIKit
import Testing

@Suite("UIKit spellings of controls, touches and gestures")
struct UIKitControlsTests {
    final class SettingsScreen: UIViewController {
        let save = UIButton(type: .system)
        let wifi = UISwitch()
        let mode = UISegmentedControl(items: ["List", "Grid"])
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            save.setTitle("Save", for: .normal)
            save.accessibilityIdentifier = "save"
            save.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
            save.addAction(UIAction(title: "Save") { [unowned self] _ in log.append("saved") }, for: .touchUpInside)
            wifi.frame.origin = CGPoint(x: 20, y: 200)
            wifi.accessibilityIdentifier = "wifi"
            wifi.addTarget(self, action: SettingsScreen.wifiChanged, for: .valueChanged)
            mode.frame = CGRect(x: 20, y: 300, width: 200, height: 32)
            mode.selectedSegmentIndex = 0
            let doubleTap = UITapGestureRecognizer { [unowned self] _ in log.append("double tap") }
            doubleTap.numberOfTapsRequired = 2
            view.addGestureRecognizer(doubleTap)
            for v in [save, wifi, mode] as [UIView] { view.addSubview(v) }
        }

        func wifiChanged(_ sender: UISwitch) { log.append("wifi \(sender.isOn)") }
    }

    @Test("A settings screen written with UIKit's names responds to taps as on iOS")
    func tapDrivenFlow() {
        let screen = SettingsScreen()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.tap(identifier: "save")
        window.tap(identifier: "wifi")
        window.tap(at: CGPoint(x: 170, y: 316))
        window.tap(at: CGPoint(x: 200, y: 600), count: 2)
        #expect(screen.log == ["saved", "wifi true", "double tap"])
        #expect(screen.wifi.isOn)
        #expect(screen.mode.selectedSegmentIndex == 1)
        #expect(screen.mode.numberOfSegments == 2)
        #expect(screen.mode.titleForSegment(at: 1) == "Grid")
        #expect(screen.save.currentTitle == "Save")
        let events: UIControl.Event = [.touchDown, .touchUpInside, .valueChanged]
        #expect(events.rawValue == 1 << 0 | 1 << 6 | 1 << 12)
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UISegmentedControl.noSegment == -1)
        let state: UIGestureRecognizer.State = .possible
        #expect(state == .possible)
    }
}
