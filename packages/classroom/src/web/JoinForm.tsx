/**
 * The join form: the code on the projector and a name, one request, then the
 * page. A student whose browser forgot them adds the return code their page
 * showed, and comes back to their own sessions.
 */
import { useState } from "react";
import { classApi } from "./class-api.ts";
import { useClassWords } from "./class-words.ts";

export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const words = useClassWords();
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [returnCode, setReturnCode] = useState("");
  const [problem, setProblem] = useState<string>();
  return (
    <main className="class-join">
      <h1>{words.joinTitle}</h1>
      <p>{words.joinHelp}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setProblem(undefined);
          classApi
            .join(code, name, returnCode.trim() || undefined)
            .then(onJoined, (error: Error) => setProblem(error.message));
        }}
      >
        <label>
          {words.joinCode}
          <input
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            required
          />
        </label>
        <label>
          {words.yourName}
          <input name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required />
        </label>
        <label>
          {words.returnCode}
          <input
            name="returnCode"
            value={returnCode}
            onChange={(e) => setReturnCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </label>
        <button type="submit">{words.join}</button>
      </form>
      {problem && (
        <p className="class-problem" role="alert">
          {problem}
        </p>
      )}
    </main>
  );
}
